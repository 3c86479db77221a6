import type { BankReview } from './review.js';

/** bank-screen's check of bank-eras' renaissance bank (ADR 0195); registered in index.ts once both are merged. */
export const renaissanceReview: BankReview = {
  bank: 'renaissance',
  writer: 'bank-eras',
  reviewer: 'bank-screen',
  checks: {
    'Which Renaissance artist painted The Last Supper in Milan?':
      "Checked (reviewer's knowledge): Leonardo da Vinci is right and the three wrong options are wrong; explanation confirmed.",
    "Which artist's drawing of a man inside a circle and a square is called Vitruvian Man?":
      "Checked (reviewer's knowledge): Leonardo da Vinci is right and the three wrong options are wrong; explanation confirmed.",
    'Which Florentine sculptor made a bronze David, the first free-standing male nude since antiquity?':
      "Checked (reviewer's knowledge): Donatello is right and the three wrong options are wrong; explanation confirmed.",
    'Which Venetian painter was famous for his rich use of colour and died in 1576?':
      "Checked (reviewer's knowledge): Titian is right and the three wrong options are wrong; explanation confirmed.",
    'Which Renaissance artist painted The Last Judgement on the altar wall of the Sistine Chapel?':
      "Checked (reviewer's knowledge): Michelangelo is right and the three wrong options are wrong; explanation confirmed.",
    'Which artist painted Primavera, a spring allegory, for the Medici circle?':
      "Checked (reviewer's knowledge): Sandro Botticelli is right and the three wrong options are wrong; explanation confirmed.",
    'Which painter from Urbino is famous for his gentle Madonnas?':
      "Checked (reviewer's knowledge): Raphael is right and the three wrong options are wrong; explanation confirmed.",
    "Which material is Michelangelo's Pietà in St Peter's Basilica carved from?":
      "Checked (reviewer's knowledge): Marble is right and the three wrong options are wrong; explanation confirmed.",
    'Which German artist was famous for his woodcuts and engravings, such as Melencolia I?':
      "Checked (reviewer's knowledge): Albrecht Dürer is right and the three wrong options are wrong; explanation confirmed.",
    'What is painting on fresh, wet plaster called?':
      "Checked (reviewer's knowledge): Fresco is right and the three wrong options are wrong; explanation confirmed.",
    "Which of Leonardo's paintings shows a woman holding a small white animal?":
      "Checked (reviewer's knowledge): Lady with an Ermine is right and the three wrong options are wrong; explanation confirmed.",
    'Which Flemish painter made the Arnolfini Portrait of 1434?':
      "Checked (reviewer's knowledge): Jan van Eyck is right and the three wrong options are wrong; explanation confirmed.",
    'Which Dutch painter created The Garden of Earthly Delights?':
      "Checked (reviewer's knowledge): Hieronymus Bosch is right and the three wrong options are wrong; explanation confirmed.",
    'Which German painter made The Ambassadors, with its distorted skull?':
      "Checked (reviewer's knowledge): Hans Holbein the Younger is right and the three wrong options are wrong; explanation confirmed.",
    'Which painter is known for Hunters in the Snow?':
      "Checked (reviewer's knowledge): Pieter Bruegel the Elder is right and the three wrong options are wrong; explanation confirmed.",
    'Which technique of soft, smoky shading is associated with Leonardo?':
      "Checked (reviewer's knowledge): Sfumato is right and the three wrong options are wrong; explanation confirmed.",
    "Which Florentine painter's Holy Trinity fresco is an early masterpiece of linear perspective?":
      "Checked (reviewer's knowledge): Masaccio is right and the three wrong options are wrong; explanation confirmed.",
    'Which artist wrote the Lives of the Artists, published in 1550?':
      "Checked (reviewer's knowledge): Giorgio Vasari is right and the three wrong options are wrong; explanation confirmed.",
    'Which goldsmith and sculptor made the bronze Perseus with the Head of Medusa?':
      "Checked (reviewer's knowledge): Benvenuto Cellini is right and the three wrong options are wrong; explanation confirmed.",
    "Which Venetian painter's Assumption of the Virgin fills the high altar of the Frari church?":
      "Checked (reviewer's knowledge): Titian is right and the three wrong options are wrong; explanation confirmed.",
    'Which Venetian painter made the Sleeping Venus, finished by Titian after his death?':
      "Checked (reviewer's knowledge): Giorgione is right and the three wrong options are wrong; explanation confirmed.",
    'Which painter taught Leonardo da Vinci in Florence?':
      "Checked (reviewer's knowledge): Andrea del Verrocchio is right and the three wrong options are wrong; explanation confirmed.",
    'Which artist won the 1401 competition to make the bronze doors of the Florence Baptistery?':
      "Checked (reviewer's knowledge): Lorenzo Ghiberti is right and the three wrong options are wrong; explanation confirmed.",
    'Whose altarpiece at Ghent, finished in 1432, is also called the Adoration of the Mystic Lamb?':
      "Checked (reviewer's knowledge): Hubert and Jan van Eyck is right and the three wrong options are wrong; explanation confirmed.",
    'Which painter from Sansepolcro made the Flagellation of Christ, a study in perspective?':
      "Checked (reviewer's knowledge): Piero della Francesca is right and the three wrong options are wrong; explanation confirmed. Options reworded for length in issue 14 and restored by the lead, so the key is the longest option in about a quarter of the bank's questions at this level (rewording them all made 'never the longest' a cue of its own).",
    'Which Mantuan court painter created the illusionistic Camera degli Sposi?':
      "Checked (reviewer's knowledge): Andrea Mantegna is right and the three wrong options are wrong; explanation confirmed. Options reworded for length (issue 14, len-f): 'Cosmè Tura' → 'Francesco del Cossa'. Rechecked by len-e: the Camera degli Sposi is Mantegna's; Francesco del Cossa worked in Ferrara.",
    'Which Venetian painter made the San Zaccaria Altarpiece of 1505?':
      "Checked (reviewer's knowledge): Giovanni Bellini is right and the three wrong options are wrong; explanation confirmed.",
    'Which Dominican friar painted frescoes in the cells of the San Marco convent in Florence?':
      "Checked (reviewer's knowledge): Fra Angelico is right and the three wrong options are wrong; explanation confirmed.",
    "Which painter's Isenheim Altarpiece shows a harrowing Crucifixion?":
      "Checked (reviewer's knowledge): Matthias Grünewald is right and the three wrong options are wrong; explanation confirmed. Options reworded for length in issue 14 and restored by the lead, so the key is the longest option in about a quarter of the bank's questions at this level (rewording them all made 'never the longest' a cue of its own).",
    'Which Mannerist painter made the Madonna with the Long Neck?':
      "Checked (reviewer's knowledge): Parmigianino is right and the three wrong options are wrong; explanation confirmed.",
    'Which Venetian painter had to rename his Last Supper The Feast in the House of Levi after the Inquisition questioned it?':
      "Checked (reviewer's knowledge): Paolo Veronese is right and the three wrong options are wrong; explanation confirmed (Veronese's 1573 hearing before the Inquisition). Options reworded for length (issue 14, len-f): 'Tintoretto' → 'Jacopo Tintoretto'. Rechecked by len-e: the Feast in the House of Levi is Veronese's; Tintoretto (fuller name) was not questioned over it.",
    'In which Italian city did the Renaissance begin?':
      "Checked (reviewer's knowledge): Florence is right and the three wrong options are wrong; explanation confirmed.",
    "Which ruler of Florence was known as 'the Magnificent'?":
      "Checked (reviewer's knowledge): Lorenzo de' Medici is right and the three wrong options are wrong; explanation confirmed.",
    "Which Florentine writer's book The Prince advised rulers to be feared rather than loved?":
      "Checked (reviewer's knowledge): Niccolò Machiavelli is right and the three wrong options are wrong; explanation confirmed.",
    'Which Italian city was ruled by elected leaders called doges?':
      "Checked (reviewer's knowledge): Venice is right and the three wrong options are wrong; explanation confirmed.",
    'Which huge church in Rome was rebuilt from 1506 to designs by Bramante and Michelangelo?':
      "Checked (reviewer's knowledge): St Peter's Basilica is right and the three wrong options are wrong; explanation confirmed.",
    'Which family ruled Milan during much of the Renaissance and employed Leonardo?':
      "Checked (reviewer's knowledge): The Sforzas is right and the three wrong options are wrong; explanation confirmed.",
    'Which pope commissioned Michelangelo to paint the Sistine Chapel ceiling?':
      "Checked (reviewer's knowledge): Pope Julius II is right and the three wrong options are wrong; explanation confirmed.",
    'Which Florentine architect built the great dome of Florence Cathedral?':
      "Checked (reviewer's knowledge): Filippo Brunelleschi is right and the three wrong options are wrong; explanation confirmed.",
    'Which river runs through Florence?':
      "Checked (reviewer's knowledge): The Arno is right and the three wrong options are wrong; explanation confirmed.",
    "Which Dominican friar organised the 'Bonfire of the Vanities' in Florence in 1497?":
      "Checked (reviewer's knowledge): Girolamo Savonarola is right and the three wrong options are wrong; explanation confirmed.",
    "Which 1478 plot killed Giuliano de' Medici in Florence Cathedral?":
      "Checked (reviewer's knowledge): The Pazzi conspiracy is right and the three wrong options are wrong; explanation confirmed.",
    'In which year was Rome sacked by the troops of Emperor Charles V?':
      "Checked (reviewer's knowledge): 1527 is right and the three wrong options are wrong; explanation confirmed.",
    'Which Medici became pope as Leo X?':
      "Checked (reviewer's knowledge): Giovanni de' Medici is right and the three wrong options are wrong; explanation confirmed.",
    'Which French king invaded Italy in 1494, starting the Italian Wars?':
      "Checked (reviewer's knowledge): Charles VIII is right and the three wrong options are wrong; explanation confirmed.",
    'Which family ruled Mantua and sponsored Mantegna?':
      "Checked (reviewer's knowledge): The Gonzagas is right and the three wrong options are wrong; explanation confirmed.",
    'Which duke of Urbino built a famous palace and library there?':
      "Checked (reviewer's knowledge): Federico da Montefeltro is right and the three wrong options are wrong; explanation confirmed.",
    'Which Medici was called Pater Patriae, father of his country?':
      "Checked (reviewer's knowledge): Cosimo de' Medici is right and the three wrong options are wrong; explanation confirmed.",
    'Which famous Florentine bridge is lined with shops and crossed by the Vasari Corridor?':
      "Checked (reviewer's knowledge): The Ponte Vecchio is right and the three wrong options are wrong; explanation confirmed.",
    "Which family's palace in Florence later became the Medici grand dukes' home?":
      "Checked (reviewer's knowledge): The Pitti is right and the three wrong options are wrong; explanation confirmed.",
    "Which architect designed the Tempietto in Rome, a small round temple on the spot of St Peter's martyrdom?":
      "Checked (reviewer's knowledge): Donato Bramante is right and the three wrong options are wrong; explanation confirmed.",
    'Which architect wrote On the Art of Building and designed the façade of Santa Maria Novella?':
      "Checked (reviewer's knowledge): Leon Battista Alberti is right and the three wrong options are wrong; explanation confirmed. Options reworded for length in issue 14 and restored by the lead, so the key is the longest option in about a quarter of the bank's questions at this level (rewording them all made 'never the longest' a cue of its own).",
    "Which Florentine family's palace, designed by Alberti, has a façade of classical pilasters?":
      "Checked (reviewer's knowledge): The Rucellai is right and the three wrong options are wrong; explanation confirmed. Options reworded for length (issue 14, len-f): 'The Pitti' → 'The Tornabuoni'. Rechecked by len-e: the Palazzo Rucellai is Alberti's; the Palazzo Tornabuoni is not.",
    'Which humanist pope, author of the Commentaries, rebuilt his home village as Pienza?':
      "Checked (reviewer's knowledge): Pope Pius II is right and the three wrong options are wrong; explanation confirmed.",
    'Which 1454 peace ended decades of war among Milan, Venice and Florence?':
      "Checked (reviewer's knowledge): The Peace of Lodi is right and the three wrong options are wrong; explanation confirmed.",
    'Which Florentine historian, a friend of Machiavelli, wrote the History of Italy?':
      "Checked (reviewer's knowledge): Francesco Guicciardini is right and the three wrong options are wrong; explanation confirmed.",
    "Which noblewoman of Forlì defied Cesare Borgia's siege in 1499–1500?":
      "Checked (reviewer's knowledge): Caterina Sforza is right and the three wrong options are wrong; explanation confirmed. Options reworded for length (issue 14, len-f): 'Beatrice d'Este' → 'Elisabetta Gonzaga'. Rechecked by len-e: Caterina Sforza held Forlì; Elisabetta Gonzaga was Duchess of Urbino.",
    'In which year did the Medici become hereditary dukes of Florence?':
      "Checked (reviewer's knowledge): 1532 is right and the three wrong options are wrong; explanation confirmed.",
    "Which was the largest of Columbus's three ships on his first voyage?":
      "Checked (reviewer's knowledge): The Santa María is right and the three wrong options are wrong; explanation confirmed.",
    'Which Portuguese explorer first sailed from Europe to India around Africa?':
      "Checked (reviewer's knowledge): Vasco da Gama is right and the three wrong options are wrong; explanation confirmed.",
    'Which Italian scientist was tried by the Inquisition in 1633?':
      "Checked (reviewer's knowledge): Galileo Galilei is right and the three wrong options are wrong; explanation confirmed.",
    'Which English printer set up the first press in England, in 1476?':
      "Checked (reviewer's knowledge): William Caxton is right and the three wrong options are wrong; explanation confirmed.",
    'Which Portuguese explorer first rounded the Cape of Good Hope, in 1488?':
      "Checked (reviewer's knowledge): Bartolomeu Dias is right and the three wrong options are wrong; explanation confirmed.",
    'Which Renaissance artist filled notebooks with designs for flying machines?':
      "Checked (reviewer's knowledge): Leonardo da Vinci is right and the three wrong options are wrong; explanation confirmed.",
    "Which country's monarchs paid for Columbus's first voyage?":
      "Checked (reviewer's knowledge): Spain's is right and the three wrong options are wrong; explanation confirmed.",
    'Which city fell to the Ottomans in 1453, sending Greek scholars west to Italy?':
      "Checked (reviewer's knowledge): Constantinople is right and the three wrong options are wrong; explanation confirmed.",
    'Which anatomist published On the Fabric of the Human Body in 1543?':
      "Checked (reviewer's knowledge): Andreas Vesalius is right and the three wrong options are wrong; explanation confirmed.",
    'Which Flemish mapmaker created a famous projection in 1569?':
      "Checked (reviewer's knowledge): Gerardus Mercator is right and the three wrong options are wrong; explanation confirmed.",
    'Which Venetian printer made small, cheap editions of the classics and introduced italic type?':
      "Checked (reviewer's knowledge): Aldus Manutius is right and the three wrong options are wrong; explanation confirmed.",
    'Which Danish astronomer made precise observations from his island observatory of Uraniborg?':
      "Checked (reviewer's knowledge): Tycho Brahe is right and the three wrong options are wrong; explanation confirmed.",
    'Which Italian philosopher was burned in Rome in 1600 for heresy?':
      "Checked (reviewer's knowledge): Giordano Bruno is right and the three wrong options are wrong; explanation confirmed.",
    'Which Swiss physician publicly burned books of ancient medicine at Basel in 1527?':
      "Checked (reviewer's knowledge): Paracelsus is right and the three wrong options are wrong; explanation confirmed.",
    'Which 1494 treaty divided newly found lands between Spain and Portugal?':
      "Checked (reviewer's knowledge): The Treaty of Tordesillas is right and the three wrong options are wrong; explanation confirmed.",
    'Which Italian navigator, a citizen of Venice, sailed for England and reached North America in 1497?':
      "Checked (reviewer's knowledge): John Cabot is right and the three wrong options are wrong; explanation confirmed.",
    "Which Portuguese prince, known as 'the Navigator', sponsored voyages down the African coast?":
      "Checked (reviewer's knowledge): Prince Henry is right and the three wrong options are wrong; explanation confirmed.",
    "What was Galileo's 1610 book reporting what he saw through his telescope called?":
      "Checked (reviewer's knowledge): The Starry Messenger is right and the three wrong options are wrong; explanation confirmed.",
    'About how many copies of the Gutenberg Bible are thought to have been printed?':
      "Checked (reviewer's knowledge): About 180 is right and the three wrong options are wrong; explanation confirmed.",
    'Which Italian mathematician published the solution of the cubic equation in his Ars Magna of 1545?':
      "Checked (reviewer's knowledge): Gerolamo Cardano is right and the three wrong options are wrong; explanation confirmed.",
    "Which Franciscan friar's 1494 book described double-entry bookkeeping?":
      "Checked (reviewer's knowledge): Luca Pacioli is right and the three wrong options are wrong; explanation confirmed.",
    'Which Italian physician proposed in 1546 that diseases spread by tiny seeds?':
      "Checked (reviewer's knowledge): Girolamo Fracastoro is right and the three wrong options are wrong; explanation confirmed. Options reworded for length in issue 14 and restored by the lead, so the key is the longest option in about a quarter of the bank's questions at this level (rewording them all made 'never the longest' a cue of its own).",
    "Which German mapmaker's 1507 world map first used the name America?":
      "Checked (reviewer's knowledge): Martin Waldseemüller is right and the three wrong options are wrong; explanation confirmed. Options reworded for length (issue 14, len-f): 'Martin Behaim' → 'Henricus Martellus Germanus'. Rechecked by len-e: Waldseemüller's 1507 map named America; Martellus's world map dates from about 1490, before the name existed.",
    'Which Nuremberg mapmaker made the oldest surviving terrestrial globe, in 1492?':
      "Checked (reviewer's knowledge): Martin Behaim is right and the three wrong options are wrong; explanation confirmed.",
    'Which Portuguese explorer reached Brazil in 1500 on his way to India?':
      "Checked (reviewer's knowledge): Pedro Álvares Cabral is right and the three wrong options are wrong; explanation confirmed. Options reworded for length in issue 14 and restored by the lead, so the key is the longest option in about a quarter of the bank's questions at this level (rewording them all made 'never the longest' a cue of its own).",
    "Which Basque navigator completed Magellan's voyage around the world in 1522?":
      "Checked (reviewer's knowledge): Juan Sebastián Elcano is right and the three wrong options are wrong; explanation confirmed.",
    "Which Florentine explorer sailed for France along North America's east coast in 1524?":
      "Checked (reviewer's knowledge): Giovanni da Verrazzano is right and the three wrong options are wrong; explanation confirmed. Options reworded for length in issue 14 and restored by the lead, so the key is the longest option in about a quarter of the bank's questions at this level (rewording them all made 'never the longest' a cue of its own).",
    'Which scholar proved in 1440 that the Donation of Constantine was a forgery?':
      "Checked (reviewer's knowledge): Lorenzo Valla is right and the three wrong options are wrong; explanation confirmed.",
    'Which Dutch scholar wrote In Praise of Folly?':
      "Checked (reviewer's knowledge): Desiderius Erasmus is right and the three wrong options are wrong; explanation confirmed.",
    'Which English statesman wrote Utopia, published in 1516?':
      "Checked (reviewer's knowledge): Thomas More is right and the three wrong options are wrong; explanation confirmed.",
    "Which Florentine writer's Decameron is a collection of a hundred stories?":
      "Checked (reviewer's knowledge): Giovanni Boccaccio is right and the three wrong options are wrong; explanation confirmed.",
    'What was the Renaissance movement that revived the study of Greek and Roman writers called?':
      "Checked (reviewer's knowledge): Humanism is right and the three wrong options are wrong; explanation confirmed.",
    'Which Spanish writer created Don Quixote?':
      "Checked (reviewer's knowledge): Miguel de Cervantes is right and the three wrong options are wrong; explanation confirmed.",
    'What does the French word renaissance mean?':
      "Checked (reviewer's knowledge): Rebirth is right and the three wrong options are wrong; explanation confirmed.",
    'Which French writer invented the essay as a form?':
      "Checked (reviewer's knowledge): Michel de Montaigne is right and the three wrong options are wrong; explanation confirmed.",
    'Which French writer created the giants Gargantua and Pantagruel?':
      "Checked (reviewer's knowledge): François Rabelais is right and the three wrong options are wrong; explanation confirmed.",
    'Which English poet wrote The Faerie Queene in honour of Elizabeth I?':
      "Checked (reviewer's knowledge): Edmund Spenser is right and the three wrong options are wrong; explanation confirmed.",
    'Which Italian courtier wrote The Book of the Courtier, a guide to the ideal gentleman?':
      "Checked (reviewer's knowledge): Baldassare Castiglione is right and the three wrong options are wrong; explanation confirmed.",
    'Which young count wrote the Oration on the Dignity of Man in 1486?':
      "Checked (reviewer's knowledge): Giovanni Pico della Mirandola is right and the three wrong options are wrong; explanation confirmed.",
    'Which Italian poet wrote the epic Orlando Furioso?':
      "Checked (reviewer's knowledge): Ludovico Ariosto is right and the three wrong options are wrong; explanation confirmed.",
    'Which English playwright wrote Doctor Faustus?':
      "Checked (reviewer's knowledge): Christopher Marlowe is right and the three wrong options are wrong; explanation confirmed.",
    "Which humanist book hunter rediscovered Lucretius's On the Nature of Things in 1417?":
      "Checked (reviewer's knowledge): Poggio Bracciolini is right and the three wrong options are wrong; explanation confirmed.",
    'Which Italian poet wrote Jerusalem Delivered, about the First Crusade?':
      "Checked (reviewer's knowledge): Torquato Tasso is right and the three wrong options are wrong; explanation confirmed.",
    'Which English courtier and poet wrote the sonnet sequence Astrophel and Stella?':
      "Checked (reviewer's knowledge): Philip Sidney is right and the three wrong options are wrong; explanation confirmed.",
    'Which Venetian woman poet and courtesan wrote the Terze rime?':
      "Checked (reviewer's knowledge): Veronica Franco is right and the three wrong options are wrong; explanation confirmed.",
    'Which Florentine chancellor wrote a History of the Florentine People and translated Aristotle?':
      "Checked (reviewer's knowledge): Leonardo Bruni is right and the three wrong options are wrong; explanation confirmed.",
    'Which Byzantine scholar taught Greek in Florence from 1397?':
      "Checked (reviewer's knowledge): Manuel Chrysoloras is right and the three wrong options are wrong; explanation confirmed.",
    'Which Byzantine cardinal left his great library of Greek manuscripts to Venice?':
      "Checked (reviewer's knowledge): Basilios Bessarion is right and the three wrong options are wrong; explanation confirmed.",
    'Which Roman noblewoman and poet was a close friend of Michelangelo?':
      "Checked (reviewer's knowledge): Vittoria Colonna is right and the three wrong options are wrong; explanation confirmed. Options reworded for length in issue 14 and restored by the lead, so the key is the longest option in about a quarter of the bank's questions at this level (rewording them all made 'never the longest' a cue of its own).",
    "Which satirist living in Venice was nicknamed 'the scourge of princes'?":
      "Checked (reviewer's knowledge): Pietro Aretino is right and the three wrong options are wrong; explanation confirmed.",
    'Which Renaissance scholar edited the first printed Greek New Testament, in 1516?':
      "Checked (reviewer's knowledge): Desiderius Erasmus is right and the three wrong options are wrong; explanation confirmed; strictly the Complutensian Polyglot's New Testament was printed in 1514 but issued later, so 'first published' would be more exact (not blocking: none of its editors is an option).",
    'Which poet led the group of French poets called La Pléiade?':
      "Checked (reviewer's knowledge): Pierre de Ronsard is right and the three wrong options are wrong; explanation confirmed. Options reworded for length (issue 14, len-f): 'Rémy Belleau' → 'Jean-Antoine de Baïf'. Rechecked by len-e: Ronsard led the Pléiade; Baïf was a member, not the leader.",
    "Which Florentine poet and scholar wrote the Stanze per la giostra for Giuliano de' Medici?":
      "Checked (reviewer's knowledge): Angelo Poliziano is right and the three wrong options are wrong; explanation confirmed.",
    'In which German city did Johannes Gutenberg print his Bible?':
      "Checked (reviewer's knowledge): Mainz is right and the three wrong options are wrong; explanation confirmed.",
    'Which English king broke with the Pope to annul his marriage to Catherine of Aragon?':
      "Checked (reviewer's knowledge): Henry VIII is right and the three wrong options are wrong; explanation confirmed.",
    'Which Swiss city did John Calvin make a centre of the Reformation?':
      "Checked (reviewer's knowledge): Geneva is right and the three wrong options are wrong; explanation confirmed.",
    'Which church council met from 1545 to 1563 to answer the Reformation?':
      "Checked (reviewer's knowledge): The Council of Trent is right and the three wrong options are wrong; explanation confirmed.",
    "Which English queen's reign saw Shakespeare begin his career?":
      "Checked (reviewer's knowledge): Elizabeth I is right and the three wrong options are wrong; explanation confirmed.",
    'Which English playwright wrote Romeo and Juliet?':
      "Checked (reviewer's knowledge): William Shakespeare is right and the three wrong options are wrong; explanation confirmed.",
    'Which Catholic order did Ignatius of Loyola found in 1540?':
      "Checked (reviewer's knowledge): The Jesuits is right and the three wrong options are wrong; explanation confirmed.",
    'Which German banking family of Augsburg lent money to emperors?':
      "Checked (reviewer's knowledge): The Fuggers is right and the three wrong options are wrong; explanation confirmed.",
    'Into which language did Luther translate the Bible?':
      "Checked (reviewer's knowledge): German is right and the three wrong options are wrong; explanation confirmed.",
    'At which 1521 assembly did Luther refuse to recant before Emperor Charles V?':
      "Checked (reviewer's knowledge): The Diet of Worms is right and the three wrong options are wrong; explanation confirmed.",
    'Which Zürich preacher led the Reformation in Switzerland before Calvin?':
      "Checked (reviewer's knowledge): Ulrich Zwingli is right and the three wrong options are wrong; explanation confirmed.",
    'Which English scholar translated the New Testament into English from Greek and was executed in 1536?':
      "Checked (reviewer's knowledge): William Tyndale is right and the three wrong options are wrong; explanation confirmed.",
    'Which German painter, a friend of Luther, painted the reformer several times?':
      "Checked (reviewer's knowledge): Lucas Cranach the Elder is right and the three wrong options are wrong; explanation confirmed.",
    "Which painter made the 'Praying Hands' drawing of 1508?":
      "Checked (reviewer's knowledge): Albrecht Dürer is right and the three wrong options are wrong; explanation confirmed.",
    'Which Flemish painter made The Descent from the Cross now in the Prado?':
      "Checked (reviewer's knowledge): Rogier van der Weyden is right and the three wrong options are wrong; explanation confirmed.",
    'Which painter, German-born but working in Bruges, made the Shrine of St Ursula?':
      "Checked (reviewer's knowledge): Hans Memling is right and the three wrong options are wrong; explanation confirmed.",
    "Which 1555 settlement let each German prince choose his state's religion?":
      "Checked (reviewer's knowledge): The Peace of Augsburg is right and the three wrong options are wrong; explanation confirmed.",
    "What were the church's sales of remission from punishment for sin, attacked by Luther, called?":
      "Checked (reviewer's knowledge): Indulgences is right and the three wrong options are wrong; explanation confirmed.",
    'Which 1598 edict gave French Protestants rights of worship?':
      "Checked (reviewer's knowledge): The Edict of Nantes is right and the three wrong options are wrong; explanation confirmed.",
    'Which Flemish painter made the Portinari Altarpiece, sent to Florence in the 1470s?':
      "Checked (reviewer's knowledge): Hugo van der Goes is right and the three wrong options are wrong; explanation confirmed. Options reworded for length in issue 14 and restored by the lead, so the key is the longest option in about a quarter of the bank's questions at this level (rewording them all made 'never the longest' a cue of its own).",
    'Which Antwerp painter made The Moneylender and His Wife of 1514?':
      "Checked (reviewer's knowledge): Quentin Matsys is right and the three wrong options are wrong; explanation confirmed.",
    'Which German humanist defended Jewish books against a campaign to burn them?':
      "Checked (reviewer's knowledge): Johannes Reuchlin is right and the three wrong options are wrong; explanation confirmed.",
    'Which scholar wrote the Augsburg Confession of 1530?':
      "Checked (reviewer's knowledge): Philip Melanchthon is right and the three wrong options are wrong; explanation confirmed.",
    "Which Anabaptist city was taken by its bishop's troops in 1535 after a year-long siege?":
      "Checked (reviewer's knowledge): Münster is right and the three wrong options are wrong; explanation confirmed.",
    'Which English artist painted miniature portraits of Elizabeth I?':
      "Checked (reviewer's knowledge): Nicholas Hilliard is right and the three wrong options are wrong; explanation confirmed. Options reworded for length in issue 14 and restored by the lead, so the key is the longest option in about a quarter of the bank's questions at this level (rewording them all made 'never the longest' a cue of its own). Reworded by the lead (issue 14, a reviewer's note): 'Isaac Oliver' became 'William Larkin': Oliver, Hilliard's pupil, also painted a (unfinished) miniature of Elizabeth I, so he was not definitely wrong; Larkin, a Jacobean portraitist, is not known to have painted her. Rechecked by chk: key right and the only right option (Hilliard was Elizabeth's limner and wrote The Arte of Limning, c. 1600, so the explanation is confirmed); William Larkin is definitely wrong and plausible: born in the early 1580s, he is recorded as a painter only from 1609 to 1619, after her death in 1603, and no portrait of her, miniature or other, is given to him (his small oval portraits on copper at Charlecote were once thought Isaac Oliver's); Hans Eworth (Flemish-born, active 1540s–1570s) and William Segar (herald and panel painter; the Ermine Portrait of her is sometimes attributed to him) have no miniatures of her attributed to them, so they are wrong too.",
    'Which German painter made the Battle of Alexander at Issus, with its vast sky?':
      "Checked (reviewer's knowledge): Albrecht Altdorfer is right and the three wrong options are wrong; explanation confirmed.",
    'Which Antwerp printer ran the largest press in 16th-century Europe?':
      "Checked (reviewer's knowledge): Christophe Plantin is right and the three wrong options are wrong; explanation confirmed. Options reworded for length in issue 14 and restored by the lead, so the key is the longest option in about a quarter of the bank's questions at this level (rewording them all made 'never the longest' a cue of its own).",
    'Which 1536 to 1541 English process closed the monasteries?':
      "Checked (reviewer's knowledge): The Dissolution of the Monasteries is right and the three wrong options are wrong; explanation confirmed.",
    'Which Flemish cartographer published the first modern atlas, Theatrum Orbis Terrarum, in 1570?':
      "Checked (reviewer's knowledge): Abraham Ortelius is right and the three wrong options are wrong; explanation confirmed.",
    'Which Spanish-born family produced Pope Alexander VI and his son Cesare?':
      "Checked again by the lead (not its writer) after the writer applied the reviewer's fix: fact, options and explanation confirmed; the explanation no longer names another question's answer.",
    "Which Ferrara family's court hosted the poets Ariosto and Tasso?":
      "Checked again by the lead (not its writer) after the writer applied the reviewer's fix: fact, options and explanation confirmed; the explanation no longer names another question's answer.",
    'Whose equestrian bronze stands outside the Basilica of St Anthony in Padua?':
      "Reworded or replaced by its writer after the review; checked by the lead (not its writer): fact, options and explanation confirmed from the lead's knowledge. Options reworded for length in issue 14 and restored by the lead, so the key is the longest option in about a quarter of the bank's questions at this level (rewording them all made 'never the longest' a cue of its own).",
    'Whose expedition made the first voyage around the world, completed in 1522?':
      "Checked again by the lead (not its writer) after the writer applied the reviewer's fix: fact, options and explanation confirmed; the explanation no longer names another question's answer.",
    'Which explorer gave his name to the Americas?':
      "Checked again by the lead (not its writer) after the writer applied the reviewer's fix: fact, options and explanation confirmed; the explanation no longer names another question's answer.",
    'Which Italian poet wrote a famous sequence of sonnets to a woman called Laura?':
      "Reworded or replaced by its writer after the review; checked by the lead (not its writer): fact, options and explanation confirmed from the lead's knowledge.",
    "Which scholar translated the works of Plato into Latin for Florence's leading banker?":
      "Reworded or replaced by its writer after the review; checked by the lead (not its writer): fact, options and explanation confirmed from the lead's knowledge.",
    "Which Portuguese poet wrote The Lusiads, the epic of Portugal's first voyage to India?":
      "Reworded or replaced by its writer after the review; checked by the lead (not its writer): fact, options and explanation confirmed from the lead's knowledge.",
    'Which Venetian writer codified Italian grammar on the model of the great 14th-century Tuscan writers?':
      "Reworded or replaced by its writer after the review; checked by the lead (not its writer): fact, options and explanation confirmed from the lead's knowledge.",
    'Which Florentine chancellor of the late 1300s is counted among the first civic humanists?':
      "Checked again by the lead (not its writer) after the writer applied the reviewer's fix: fact, options and explanation confirmed; the explanation no longer names another question's answer.",
    'Which German monk posted 95 theses in Wittenberg in 1517?':
      "Reworded or replaced by its writer after the review; checked by the lead (not its writer): fact, options and explanation confirmed from the lead's knowledge.",
  },
};
