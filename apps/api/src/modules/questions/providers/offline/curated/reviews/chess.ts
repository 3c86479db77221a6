import type { BankReview } from './review.js';

/** bank-h3's check of bank-h4's chess bank (issue 14); registered in index.ts by the lead at merge. */
export const chessReview: BankReview = {
  bank: 'chess',
  writer: 'bank-h4',
  reviewer: 'bank-h3',
  checks: {
    'Which is the tallest piece in a standard chess set?':
      'Checked (FIDE Handbook, standards of chess equipment): the king is the tallest piece, recommended about 9.5 cm; queen, bishop and rook are shorter; explanation confirmed.',
    'Which piece starts the game beside the king, on the other side from a bishop?':
      'Checked (FIDE Laws of Chess, Article 2.3): White king e1 stands between the queen on d1 and a bishop on f1, so the queen is the neighbour on the non-bishop side; explanation confirmed.',
    'Which piece is worth about the same as a bishop?':
      'Checked (Oxford Companion to Chess, value of pieces): bishop and knight are each counted as three points; explanation confirmed.',
    'Which piece can never move backwards?':
      'Checked (FIDE Laws, Article 3.7): pawns move only forward; knight, bishop and king can retreat; explanation confirmed.',
    'How many squares of each colour are there on a chessboard?':
      "Checked (FIDE Laws, Article 2.1): 64 squares alternately light and dark, 32 each, with a light square at each player's right-hand corner; explanation confirmed.",
    'Which chess piece is named after a member of the clergy?':
      'Checked (Oxford Companion to Chess, bishop): named after the clergyman; German Läufer (runner), Russian slon (elephant), French fou (fool); explanation confirmed.',
    'Which chess piece takes its name from a medieval mounted soldier?':
      'Checked (Oxford Companion to Chess, knight): the mounted soldier; German Springer; explanation confirmed.',
    'How many squares are on a chessboard?':
      'Checked (FIDE Laws, Article 2.1): an 8 x 8 grid of 64 squares; explanation confirmed.',
    'Which chess piece can only move diagonally?':
      'Checked (FIDE Laws, Article 3.2): the bishop moves only along diagonals and keeps its square colour; explanation confirmed.',
    'Which chess piece moves in an L shape?':
      "Checked (FIDE Laws, Article 3.6): the knight's move is the L-shaped leap over intervening squares; explanation confirmed.",
    'How many pieces does each player start with?':
      'Checked (FIDE Laws, Article 2.2): each side has 16 men, 8 pawns and 8 pieces; explanation confirmed.',
    'How many pawns does each player start with?':
      'Checked (FIDE Laws, Article 2.3): eight pawns on the second rank; explanation confirmed.',
    'Which is the most powerful piece in chess?':
      'Checked (Oxford Companion to Chess, queen): the most powerful piece, moving like rook and bishop; explanation confirmed.',
    'Which colour moves first in chess?':
      'Checked (FIDE Laws, Article 1.1): the player with the white pieces starts; explanation confirmed.',
    'How many squares can a king normally move at a time?':
      'Checked (FIDE Laws, Article 3.8): the king moves one square, except when castling (two squares); explanation confirmed.',
    'Which chess piece moves any number of squares in straight lines along rows and columns?':
      'Checked (FIDE Laws, Article 3.3): the rook moves along files and ranks; explanation confirmed.',
    'Which piece stands in each corner of the board at the start of a game?':
      'Checked (FIDE Laws, Article 2.3): rooks start on a1, h1, a8 and h8; explanation confirmed.',
    "Which piece is usually carved in the shape of a horse's head?":
      "Checked (Oxford Companion to Chess, Staunton design): the knight is a horse's head; called horse in many languages (cavallo, caballo, kon'); explanation confirmed.",
    'Which piece is usually topped with a small cross?':
      'Checked (Oxford Companion to Chess, Staunton chessmen): the king is topped by a cross, the queen by a coronet with a ball; explanation confirmed.',
    'Which is the least valuable piece in chess?':
      'Checked (Oxford Companion to Chess, value of pieces): the pawn is the unit, worth one point; explanation confirmed.',
    'In which direction does a pawn capture?':
      'Checked (FIDE Laws, Article 3.7.3): a pawn captures one square diagonally forward; explanation confirmed.',
    'What is the most squares a pawn can advance on its first move?':
      'Checked (FIDE Laws, Article 3.7.2): on its first move a pawn may advance two squares; explanation confirmed.',
    'How many knights does each player have at the start?':
      'Checked (FIDE Laws, Article 2.3): each side starts with two knights on b and g files, between rooks and bishops; explanation confirmed.',
    'Which piece do many casual players call the castle?':
      'Checked (Oxford Companion to Chess, rook): popularly called the castle; the name comes from Persian rukh; explanation confirmed.',
    'How many points is a queen usually worth in the standard scale?':
      'Checked (Oxford Companion to Chess, value of pieces): queen 9, rook 5, so two rooks 10; explanation confirmed.',
    'Which piece has a slit cut into its top?':
      "Checked (Oxford Companion to Chess, Staunton chessmen): the bishop's head has a slit representing the mitre; explanation confirmed.",
    'Which pieces are known as the minor pieces?':
      'Checked (Oxford Companion to Chess, minor piece): bishops and knights are minor pieces, rooks and queens major; explanation confirmed.',
    'How many points is a rook usually worth in the standard scale?':
      'Checked (Oxford Companion to Chess, value of pieces): rook five points, minor pieces three; explanation confirmed.',
    'How many squares does a knight attack from a central square of an empty board?':
      "Checked (geometry of the knight's move, verified by enumeration): from d4 or e5 a knight reaches 8 squares; explanation confirmed.",
    'How many different first moves does White have?':
      'Checked (FIDE Laws, Articles 3.6-3.7; enumeration): 16 pawn moves and 4 knight moves, 20 in all; explanation confirmed.',
    'Which piece is never captured in a game of chess?':
      'Checked (FIDE Laws, Articles 1.2 and 5.1): the game ends at checkmate, the king is never captured; explanation confirmed.',
    'How many squares does a knight attack from a corner square?':
      'Checked (enumeration of knight moves from a1: b3 and c2): two squares; explanation confirmed.',
    'What is the fewest moves a knight needs to travel from a1 to h8?':
      'Checked (breadth-first search of knight moves, run by the reviewer): a1 to h8 takes 6 moves, and both squares are dark so the count is even; explanation confirmed.',
    'What is the greatest number of queens one player could have on the board at once?':
      'Checked (Oxford Companion to Chess; FIDE Laws, Article 3.7.5): the original queen plus eight promoted pawns make nine; explanation confirmed.',
    'What is it called when a king is attacked but can still escape?':
      'Checked (FIDE Laws, Article 3.9): a king attacked is in check and must get out of it at once; explanation confirmed.',
    'Which chess word is used in everyday English for a deadlock where neither side can make progress?':
      'Checked (Oxford English Dictionary, stalemate): the figurative sense of deadlock comes from chess; in chess it is a draw (FIDE Laws, 5.2.1); explanation confirmed.',
    'What device times the moves in a tournament game?':
      "Checked (FIDE Laws, Article 6): a clock with two displays; pressing one's clock stops it and starts the opponent's; explanation confirmed.",
    'What is it called when a king is attacked and cannot escape?':
      'Checked (FIDE Laws, Article 5.1.1): checkmate ends the game; explanation confirmed.',
    'Which move lets the king and a rook move at the same time?':
      'Checked (FIDE Laws, Article 3.8.2): the king moves two squares towards a rook, which crosses over it; explanation confirmed.',
    'What happens when a pawn reaches the far side of the board?':
      'Checked (FIDE Laws, Article 3.7.5): the pawn is exchanged for a queen, rook, bishop or knight, never a king; explanation confirmed.',
    'What is a draw called when a player has no legal move but is not in check?':
      'Checked (FIDE Laws, Article 5.2.1): no legal move and not in check is stalemate, a draw; explanation confirmed.',
    'What is the special pawn capture made just after an enemy pawn moves two squares past it?':
      'Checked (FIDE Laws, Article 3.7.3.2): capture in passing of a pawn that advanced two squares; explanation confirmed.',
    'What is a game of chess that ends with no winner called?':
      'Checked (FIDE Laws, Article 5.2): drawn games include stalemate, agreement and repetition; explanation confirmed.',
    'What is it called when a player gives up the game before being checkmated?':
      'Checked (FIDE Laws, Article 5.1.2): a player who resigns loses; explanation confirmed.',
    'After castling on the kingside, on which square does the white king stand?':
      'Checked (FIDE Laws, Article 3.8.2): kingside castling puts the king on g1 and the rook on f1; explanation confirmed.',
    'How many times must the same position occur before a player can claim a draw?':
      'Checked (FIDE Laws, Articles 9.2 and 9.6.1): a draw may be claimed on the third occurrence; automatic at the fifth; explanation confirmed.',
    'How many moves by each side without a capture or a pawn move let a player claim a draw?':
      'Checked (FIDE Laws, Article 9.3): 50 moves by each side without capture or pawn move allows a claim; explanation confirmed.',
    'What is it called when one side keeps checking the king with no way to escape the checks, forcing a draw?':
      'Checked (Oxford Companion to Chess, perpetual check): endless checks that end in a draw by repetition or agreement; explanation confirmed.',
    'Which draw happens when neither side has enough pieces left to give checkmate?':
      'Checked (FIDE Laws, Article 5.2.2): a position where no sequence of legal moves can mate is a draw, e.g. K v K or K+N v K; explanation confirmed.',
    'Under the touch-move rule, what must a player do after deliberately touching one of their own pieces?':
      'Checked (FIDE Laws, Article 4.3.1): a deliberately touched own piece must be moved if it can legally move; explanation confirmed.',
    'What does a player say before adjusting a piece on its square without having to move it?':
      "Checked (FIDE Laws, Article 4.2.1): a player may adjust a piece after saying I adjust (j'adoube); explanation confirmed.",
    'After castling on the queenside, on which square does the white king stand?':
      'Checked (FIDE Laws, Article 3.8.2): queenside castling: king to c1, rook a1 to d1; explanation confirmed.',
    'Under FIDE rules, after how many moves by each side without a capture or a pawn move is a game drawn automatically?':
      'Checked (FIDE Laws, Article 9.6.2): 75 moves by each side without capture or pawn move ends the game in a draw; a claim is possible after 50; explanation confirmed.',
    'What is the only way to answer a double check?':
      'Checked (Oxford Companion to Chess, double check): only a king move answers it; the king may capture a checking piece; explanation confirmed.',
    'What is promoting a pawn to a rook, bishop or knight instead of a queen called?':
      'Checked (Oxford Companion to Chess, underpromotion): promotion to rook, bishop or knight; usually to avoid stalemate or to fork with a knight; explanation confirmed.',
    'What was a move written down and sealed in an envelope when a game was adjourned called?':
      'Checked (Oxford Companion to Chess, adjournment): the sealed move was written and put in an envelope; adjournment faded with strong engines in the 1990s; explanation confirmed.',
    'In chess notation, which letter stands for the knight?':
      'Checked (FIDE Laws, Appendix C, algebraic notation): N stands for knight because K is the king; explanation confirmed.',
    'On which square does the white queen start the game?':
      'Checked (FIDE Laws, Article 2.3): the white queen starts on d1, a light square, queen on her colour; explanation confirmed.',
    'What are the vertical columns of a chessboard called?':
      'Checked (FIDE Laws, Article 2.4): the vertical columns are files, lettered a to h; explanation confirmed.',
    'In algebraic notation, which symbol marks a capture?':
      'Checked (FIDE Laws, Appendix C.9): x marks a capture, e.g. Bxe5; explanation confirmed.',
    'In algebraic notation, which symbol marks checkmate?':
      'Checked (FIDE Laws, Appendix C.13): # is checkmate, + is check; explanation confirmed.',
    'What does 0-0-0 mean in chess notation?':
      'Checked (FIDE Laws, Appendix C.13): 0-0-0 is castling with the a-rook; 0-0 kingside; explanation confirmed.',
    'Which square is in the bottom-left corner as White looks at the board?':
      "Checked (FIDE Laws, Articles 2.1 and 2.4): a1 is White's left-hand corner and is dark; explanation confirmed.",
    'What does the annotation !? mean?':
      'Checked (Oxford Companion to Chess, annotation symbols; Informator symbols): !? interesting, ?! dubious; explanation confirmed.',
    'What does a FEN string describe?':
      'Checked (PGN standard, section 16.1, FEN): FEN records piece placement, side to move, castling rights, en passant square and counters; explanation confirmed.',
    'Which older notation did algebraic notation replace in English-language books?':
      'Checked (Oxford Companion to Chess, descriptive notation): English-language books used it, e.g. P-K4, until algebraic replaced it in the 1970s-80s; explanation confirmed.',
    'What is an opening in which a player sacrifices a pawn for an advantage called?':
      "Checked (Oxford Companion to Chess, gambit): an opening sacrificing material, usually a pawn; the Queen's Gambit offers the c-pawn at move 2; explanation confirmed.",
    'What is the opening 1.e4 c5 called?':
      'Checked (Oxford Companion to Chess, Sicilian Defence; ECO B20-B99): 1.e4 c5; the most common reply to 1.e4 in master databases; explanation accepted.',
    'What is the opening 1.e4 e5 2.Nf3 Nc6 3.Bb5 called?':
      'Checked (Oxford Companion to Chess, Ruy López): 1.e4 e5 2.Nf3 Nc6 3.Bb5, after the 16th-century Spanish priest Ruy López de Segura; explanation confirmed.',
    'What is the opening 1.d4 d5 2.c4 called?':
      "Checked (ECO D06-D69): 1.d4 d5 2.c4 is the Queen's Gambit; explanation confirmed.",
    'Which opening begins 1.e4 e6?':
      'Checked (ECO C00-C19): 1.e4 e6, usually followed by ...d5; explanation confirmed.',
    'Which opening begins 1.e4 c6?':
      'Checked (Oxford Companion to Chess, Caro-Kann): 1.e4 c6, after Horatio Caro and Marcus Kann, who published analysis in 1886; explanation confirmed.',
    'Which opening begins 1.c4?':
      "Checked (Oxford Companion to Chess, English Opening): 1.c4, named after Staunton's use against Saint-Amant in 1843; explanation confirmed.",
    'What is the opening 1.e4 e5 2.f4 called?':
      'Checked (ECO C30-C39): 1.e4 e5 2.f4; the leading attacking opening of the 19th century; explanation confirmed.',
    'What is the opening 1.e4 e5 2.Nf3 Nc6 3.Bc4 called?':
      'Checked (ECO C50): 1.e4 e5 2.Nf3 Nc6 3.Bc4; the bishop eyes f7; explanation confirmed.',
    "What is developing a bishop to g2 or b2, after moving the knight's pawn, called?":
      "Checked (Oxford Companion to Chess, fianchetto): bishop developed on the long diagonal at b2/g2 after the knight's pawn moves; Italian for little flank; explanation confirmed.",
    "In Scholar's Mate, which piece gives checkmate on f7?":
      "Checked (Oxford Companion to Chess, Scholar's Mate): Qxf7 mate with the bishop on c4 supporting; explanation confirmed.",
    "In how many moves can the quickest possible checkmate, Fool's Mate, be given?":
      "Checked (Oxford Companion to Chess, Fool's Mate): 1.f3 e5 2.g4 Qh4 mate, two moves; explanation confirmed.",
    'Which opening begins 1.e4 d5?':
      'Checked (ECO B01): 1.e4 d5, also called the Centre Counter; explanation confirmed.',
    'Which opening begins 1.e4 Nf6?':
      'Checked (ECO B02-B05): 1.e4 Nf6; Black provokes the pawns forward to attack them; explanation confirmed.',
    'Which opening begins 1.f4?':
      'Checked (ECO A02-A03): 1.f4, named after Henry Bird; explanation confirmed.',
    'Which defence begins 1.d4 f5?':
      'Checked (Oxford Companion to Chess, Dutch Defence): 1.d4 f5, recommended by Elias Stein of The Hague in 1789; explanation confirmed.',
    'Which defence arises after 1.d4 d5 2.c4 c6?':
      'Checked (ECO D10-D19): 1.d4 d5 2.c4 c6; the c8 bishop stays free; explanation confirmed.',
    'What is the opening 1.e4 e5 2.Nf3 Nc6 3.d4 called?':
      'Checked (Oxford Companion to Chess, Scotch Game): 3.d4, named after the Edinburgh-London correspondence match of 1824-28; explanation confirmed.',
    'Which defence arises after 1.d4 Nf6 2.c4 g6 3.Nc3 d5?':
      'Checked (ECO D70-D99): 1.d4 Nf6 2.c4 g6 3.Nc3 d5, introduced by Ernst Grünfeld in 1922; explanation confirmed.',
    'Which defence arises after 1.d4 Nf6 2.c4 e6 3.Nc3 Bb4?':
      'Checked (ECO E20-E59): 1.d4 Nf6 2.c4 e6 3.Nc3 Bb4, after Aron Nimzowitsch; explanation confirmed.',
    'The Dragon is a variation of which opening?':
      'Checked (Oxford Companion to Chess, Dragon Variation): a Sicilian line named by Dus-Chotimirsky after the constellation Draco; explanation confirmed.',
    'The Berlin Defence is a line of which opening?':
      'Checked (ECO C65-C67): the Berlin is 3...Nf6 in the Ruy Lopez; Kramnik used it against Kasparov in London 2000; explanation confirmed.',
    'Which gambit begins 1.e4 e5 2.Nf3 Nc6 3.Bc4 Bc5 4.b4?':
      'Checked (Oxford Companion to Chess, Evans Gambit): 4.b4 in the Giuoco Piano, introduced by Captain William Davies Evans about 1827; explanation confirmed.',
    'What is the first phase of a chess game called?':
      'Checked (Oxford Companion to Chess, opening): the first phase, with development, the centre and king safety as aims; explanation confirmed.',
    'What is the final phase of a chess game, with few pieces left, called?':
      'Checked (Oxford Companion to Chess, endgame): the last phase, in which the king becomes active; explanation confirmed.',
    'What is a very bad mistake in chess called?':
      'Checked (Oxford Companion to Chess, annotation symbols): ?? marks a blunder; explanation confirmed.',
    'What is giving up material on purpose to gain an advantage called?':
      "Checked (Oxford Companion to Chess, sacrifice; Spielmann's The Art of Sacrifice): material given up on purpose; sham sacrifices lead to calculable gain; explanation confirmed.",
    'What is bringing pieces off the back row early in the game called?':
      "Checked (Oxford Companion to Chess, development): bringing pieces into play; knights before bishops is Lasker's classic advice; explanation confirmed.",
    'What is the four-move checkmate that beginners often fall for, with a queen and bishop hitting f7, called?':
      "Checked (Oxford Companion to Chess, Scholar's Mate): the four-move mate on f7 with queen and bishop; ...g6 or ...Qe7 defends; explanation confirmed.",
    'Which pieces did François-André Danican Philidor call the soul of chess?':
      "Checked (Philidor, L'analyse du jeu des échecs, 1749): the pawns are the soul of chess; Philidor was also a leading opera composer; explanation confirmed.",
    'What Italian word for time means a single move gained or lost?':
      'Checked (Oxford Companion to Chess, tempo): Italian for time, a unit of one move; explanation confirmed.',
    'What is it called when one piece attacks two enemy pieces at once?':
      'Checked (Oxford Companion to Chess, fork): one man attacking two enemy men at once; knight forks typical; explanation confirmed.',
    'What is a position called in which any move a player makes worsens their position?':
      'Checked (Oxford Companion to Chess, zugzwang): any move worsens the position; German for compulsion to move; explanation confirmed.',
    'What is it called when a piece cannot move without exposing a more valuable piece behind it?':
      'Checked (Oxford Companion to Chess, pin): the pinned piece shields a more valuable one; an absolute pin to the king cannot legally move off the line; explanation confirmed.',
    'Which checkmate is given by a rook or queen to a king shut in by its own pawns?':
      'Checked (Oxford Companion to Chess, back-rank mate): rook or queen mates a king hemmed in by its own pawns; luft prevents it; explanation confirmed.',
    'What is a pawn called when no enemy pawn can stop it on its way to promotion?':
      "Checked (Nimzowitsch, My System): a passed pawn has no enemy pawn before it on its own or adjacent files; its lust to expand is Nimzowitsch's phrase; explanation confirmed.",
    'What is a pawn called when its side has no pawns on the neighbouring files?':
      "Checked (Oxford Companion to Chess, isolated pawn): no friendly pawns on adjacent files; the isolated queen's pawn is a classic theme; explanation confirmed.",
    'What are two pawns of one colour on the same file called?':
      'Checked (Oxford Companion to Chess, doubled pawns): two pawns of one colour on one file, created by a capture; explanation confirmed.',
    'What is winning a rook for a bishop or knight called?':
      'Checked (Oxford Companion to Chess, exchange): winning a rook for a minor piece; giving it up deliberately is an exchange sacrifice; explanation confirmed.',
    'What is it called when moving one piece opens a line of attack for another?':
      "Checked (Oxford Companion to Chess, discovered attack): moving one man unmasks another's line; a discovered check if it gives check; explanation confirmed.",
    'What is it called when a valuable piece is attacked and, after it moves, a lesser piece behind it is taken?':
      'Checked (Oxford Companion to Chess, skewer): the more valuable piece in front is attacked, and when it moves the piece behind falls; explanation confirmed.',
    'What is a checkmate by a knight against a king hemmed in by its own pieces called?':
      "Checked (Oxford Companion to Chess, smothered mate; Philidor's legacy): knight mate of a king blocked by its own men, classically after Qg8+ Rxg8 Nf7 mate; explanation confirmed.",
    'What is an in-between move, played before an expected recapture, called?':
      'Checked (Oxford Companion to Chess, zwischenzug): German for intermediate move, inserted before the expected recapture; explanation confirmed.',
    'What is the escape square made for a king by moving a pawn in front of it called?':
      'Checked (Oxford Companion to Chess, luft): German for air, an escape square from a pawn move; explanation confirmed.',
    "What nickname is given to two rooks doubled on the opponent's second rank?":
      'Checked (chess slang, Oxford Companion to Chess and common usage): two rooks on the seventh rank are called pigs, eating the pawns; explanation confirmed.',
    'What French term describes a piece left where it can be captured for nothing?':
      'Checked (Oxford Companion to Chess, en prise): a man that can be taken for nothing; explanation confirmed.',
    'In king and pawn endings, what is it called when the kings face each other with one square between them?':
      'Checked (Oxford Companion to Chess, opposition): kings on the same line one square apart; the side not to move has the opposition; explanation confirmed.',
    'Which endgame technique loses a move by walking the king around a small three-square loop?':
      'Checked (Oxford Companion to Chess, triangulation): the king loses a tempo by a three-square triangle to pass the move; explanation confirmed.',
    'The Lucena and Philidor positions are classic endings with which pieces?':
      'Checked (Oxford Companion to Chess, Lucena position; Philidor position): both are rook and pawn against rook; Lucena wins, Philidor draws; explanation confirmed.',
    "Which pair of pieces cannot force checkmate against a lone king, even with their own king's help?":
      'Checked (Oxford Companion to Chess, two knights endgame): K+2N cannot force mate against a lone king; two bishops, B+N and R+B can; explanation confirmed.',
    'Which quick rule tells whether a king can catch a passed pawn in a pawn ending?':
      'Checked (Oxford Companion to Chess, square of the pawn): the king must reach the square drawn from the pawn to its promotion rank; explanation confirmed.',
    'Which endings, with one bishop each moving on different colours, often end in a draw even a pawn or two down?':
      'Checked (Oxford Companion to Chess, bishops of opposite colour): notoriously drawish even a pawn or two down, by blockade on the other colour; explanation confirmed.',
    'Which Russian was world champion from 1985 to 2000 and later became an opposition politician?':
      'Checked (Britannica, Garry Kasparov): born in Baku 1963, champion from 1985 until losing to Kramnik in 2000, youngest undisputed champion at 22 until Gukesh; later an opposition politician in Russia; explanation confirmed.',
    'In which city did Bobby Fischer and Boris Spassky play their 1972 title match?':
      'Checked (Britannica, Bobby Fischer): the 1972 match was played in Reykjavík, billed as the Match of the Century; explanation confirmed.',
    'Which American won the World Chess Championship against Boris Spassky in 1972?':
      'Checked (Britannica, Bobby Fischer): beat Spassky in 1972, the first US-born official champion (Steinitz was born in Prague); explanation confirmed.',
    'Which Norwegian became world chess champion in 2013?':
      'Checked (FIDE, World Championship history): Carlsen beat Anand in Chennai in 2013; explanation confirmed.',
    'Who became the youngest undisputed world chess champion in 2024, aged 18?':
      'Checked (FIDE, World Championship 2024): Gukesh beat Ding Liren in Singapore in December 2024, aged 18, the youngest undisputed champion; explanation confirmed.',
    'Which world champion was known as the Magician from Riga?':
      'Checked (Britannica, Mikhail Tal): the Magician from Riga, champion 1960-61; explanation confirmed.',
    'In which year did Garry Kasparov first become world champion?':
      'Checked (Britannica, Garry Kasparov): beat Karpov in November 1985; explanation confirmed.',
    'Who was the first official world chess champion, from 1886?':
      'Checked (Britannica, Wilhelm Steinitz): first official champion after beating Zukertort in 1886 in New York, St Louis and New Orleans; explanation confirmed.',
    'Which Cuban was world chess champion from 1921 to 1927?':
      'Checked (Britannica, Capablanca): Cuban champion 1921-1927; explanation confirmed.',
    'Who became world champion in 1975 when Bobby Fischer did not defend his title?':
      'Checked (Britannica, Anatoly Karpov): champion in 1975 when Fischer forfeited; explanation confirmed.',
    'Who took the world title from Garry Kasparov in London in 2000?':
      'Checked (Britannica, Vladimir Kramnik): beat Kasparov in London in 2000, 8.5-6.5 without a loss; explanation confirmed.',
    'Which Indian player was world chess champion from 2007 to 2013?':
      "Checked (Britannica, Viswanathan Anand): undisputed champion 2007-2013 and India's first grandmaster in 1988; explanation confirmed.",
    'Who won the world championship in 2023 after Magnus Carlsen chose not to defend it?':
      'Checked (FIDE, World Championship 2023): Ding beat Nepomniachtchi on rapid tie-break in Astana after Carlsen declined to defend; explanation confirmed.',
    'Which American challenged Magnus Carlsen in 2018, when all twelve classical games were drawn?':
      'Checked (FIDE, World Championship 2018): twelve classical draws in London; Carlsen won the rapid tie-break 3-0; explanation confirmed.',
    'Which country produced every official world champion from 1948 to 1972?':
      'Checked (Oxford Companion to Chess, world championship): Botvinnik, Smyslov, Tal, Petrosian and Spassky held the title from 1948 until Fischer won it in September 1972; explanation confirmed.',
    'Which German held the world title for 27 years, the longest reign of any champion?':
      'Checked (Britannica, Emanuel Lasker): champion 1894-1921, 27 years, the longest reign; explanation confirmed.',
    'Who is the only world champion to die while holding the title?':
      'Checked (Britannica, Alexander Alekhine): died in Estoril, Portugal, in March 1946, still champion, the only one to die holding the title; explanation confirmed.',
    'Which Dutchman won the world title from Alexander Alekhine in 1935?':
      'Checked (Britannica, Max Euwe): Dutch mathematics teacher, beat Alekhine in 1935 and lost the return match in 1937; explanation confirmed.',
    'Which Soviet player became world champion in 1948 and led the Soviet school of chess?':
      "Checked (Britannica, Mikhail Botvinnik): won the five-player 1948 match tournament after Alekhine's death; founder of the Soviet school; explanation confirmed.",
    'Which Armenian was world champion from 1963 to 1969?':
      'Checked (Britannica, Tigran Petrosian): Armenian, champion 1963-1969, famed for prophylaxis; explanation confirmed.',
    'Who held the world title for a year, from 1957 to 1958, between two reigns of Mikhail Botvinnik?':
      'Checked (Britannica, Vasily Smyslov): beat Botvinnik in 1957 and lost the 1958 return match; explanation confirmed.',
    'Which defector lost world title matches to Anatoly Karpov in 1978 and 1981?':
      'Checked (Britannica, Viktor Korchnoi): defected in 1976; lost to Karpov at Baguio 1978 and Merano 1981; explanation confirmed.',
    'Which Russian challenged Magnus Carlsen for the world title in New York in 2016?':
      'Checked (FIDE, World Championship 2016): New York match; Carlsen won the rapid tie-break after 6-6; explanation confirmed.',
    "Who was the first women's world chess champion, crowned in 1927?":
      "Checked (Britannica, Vera Menchik): first women's champion in 1927, held the title until killed in London in 1944 by a V-1 flying bomb; explanation accepted (a flying-bomb attack).",
    "Which Chinese player became women's world champion in 2010 at the age of 16?":
      "Checked (FIDE, Women's World Championship 2010): Hou Yifan won in Antakya at 16, the youngest women's champion; explanation confirmed.",
    'Who reached a classical FIDE rating of 2882 in May 2014?':
      "Checked (FIDE rating lists, May 2014): Carlsen's 2882 is the highest classical rating; Kasparov's peak was 2851 (July 1999); explanation confirmed.",
    "Which Hungarian became a grandmaster in 1991 at 15, breaking Bobby Fischer's record?":
      "Checked (Britannica, Judit Polgár): grandmaster in December 1991 at 15 years 4 months, beating Fischer's record; later beat Kasparov (2002, rapid) among others; explanation confirmed.",
    'Who in 1978 became the first woman awarded the full grandmaster title?':
      "Checked (Britannica, Nona Gaprindashvili): women's champion 1962-78, first woman awarded the GM title in 1978; explanation confirmed.",
    'Which 19th-century American from New Orleans beat the best players of Europe on a tour in 1858?':
      "Checked (Britannica, Paul Morphy): from New Orleans, beat Europe's leading players in 1858 and soon retired; explanation confirmed.",
    'Who won the Immortal Game of 1851, giving up both rooks and his queen?':
      'Checked (Oxford Companion to Chess, Immortal Game): Anderssen v Kieseritzky, London 1851, a casual game during the tournament, with both rooks and the queen given up; explanation confirmed.',
    'Which 13-year-old won the 1956 game against Donald Byrne called the Game of the Century?':
      'Checked (Oxford Companion to Chess, Game of the Century): D. Byrne v Fischer, New York 1956, Fischer aged 13; 17...Be6 gave up the queen; explanation confirmed.',
    'Who wrote the classic strategy book My System?':
      'Checked (Oxford Companion to Chess, Nimzowitsch): Mein System, published in German in 1925; explanation confirmed.',
    'Which world champion wrote My 60 Memorable Games?':
      'Checked (Oxford Companion to Chess, Fischer): My 60 Memorable Games, published 1969; explanation confirmed.',
    'Which 19th-century Englishman gave his name to the usual design of chess pieces?':
      "Checked (Oxford Companion to Chess, Staunton chessmen): the design registered by Nathaniel Cook in 1849 and sold by Jaques with Staunton's endorsement; explanation confirmed.",
    'Which IBM computer beat world champion Garry Kasparov in a match in 1997?':
      'Checked (IBM, Deep Blue history): beat Kasparov 3.5-2.5 in May 1997, the first match win over a reigning champion; explanation confirmed.',
    'Which DeepMind program taught itself chess and beat Stockfish in 2017?':
      'Checked (Silver et al., DeepMind AlphaZero paper, 2017-18): learned by self-play from the rules alone and beat Stockfish; explanation confirmed.',
    'What is the rating system used by FIDE, named after a physics professor?':
      'Checked (FIDE Handbook, rating regulations; Britannica, Arpad Elo): named after Arpad Elo, a Hungarian-born physics professor at Marquette University; explanation confirmed.',
    'What name is given to online games in which each player has less than three minutes?':
      'Checked (Lichess and Chess.com time-control definitions): bullet is under three minutes per player; blitz is about 3-10 minutes; explanation confirmed.',
    'Which free, open-source chess server was founded by Thibault Duplessis in 2010?':
      'Checked (Lichess, about page): founded by Thibault Duplessis in 2010, free, open source, non-profit, no adverts; explanation confirmed.',
    'Who wrote the 1950 paper Programming a Computer for Playing Chess?':
      'Checked (Shannon, Programming a Computer for Playing Chess, Philosophical Magazine 1950): he estimated about 10^120 games (the Shannon number); explanation confirmed.',
    'What was the name of the 18th-century chess-playing machine that hid a human player inside?':
      'Checked (Britannica, The Turk automaton): built by Wolfgang von Kempelen in 1770; played Napoleon in 1809; explanation confirmed.',
    'In an Armageddon game, what advantage does Black get in return for having less time?':
      'Checked (FIDE Laws, Guidelines on Armageddon): Black has less time and wins on a draw; explanation confirmed.',
    'Which organisation runs the official world chess championship?':
      'Checked (FIDE, about): the Fédération Internationale des Échecs runs the world championship; explanation confirmed.',
    'What is a game in which each player has about five minutes for all their moves called?':
      'Checked (FIDE Laws, Appendix B): blitz is 10 minutes or less per player, typically 3-5 minutes; FIDE holds separate blitz and rapid championships; explanation confirmed.',
    "In which film series do characters play wizard's chess, with pieces that smash each other?":
      "Checked (Harry Potter and the Philosopher's Stone): wizard's chess; Ron plays a knight on the giant board; explanation confirmed.",
    'Which board game is played on the same 8 by 8 board as chess?':
      'Checked (Britannica, checkers): played on the 8 x 8 board using only the dark squares; explanation confirmed.',
    'What is it called when one player takes on many opponents at once, moving from board to board?':
      'Checked (Oxford Companion to Chess, simultaneous display): one player against many, moving board to board; explanation confirmed.',
    'What is chess played without sight of the board, with moves called out aloud, known as?':
      'Checked (Oxford Companion to Chess, blindfold chess): records of 45+ simultaneous blindfold games (Najdorf 1947, Gareyev 2016); explanation confirmed.',
    'What is chess played by post or over a server, with days allowed per move, called?':
      'Checked (ICCF, about): correspondence play by post or server; the ICCF runs its world championship; explanation confirmed.',
    'What kind of tournament has every player meet every other player?':
      'Checked (FIDE Handbook, tournament systems): all-play-all is round-robin; large opens use the Swiss system; explanation confirmed.',
    'In which country is chess believed to have originated?':
      'Checked (Britannica, chess: origins): chaturanga in India about the 6th century AD; explanation confirmed.',
    'What is the highest title FIDE awards a player, apart from world champion?':
      'Checked (FIDE Handbook, title regulations): Grandmaster is the highest FIDE title, awarded for life; explanation confirmed.',
    'Which 2020 Netflix series follows an orphan who becomes a chess prodigy?':
      "Checked (Netflix, The Queen's Gambit, 2020): based on Walter Tevis's 1983 novel; explanation confirmed.",
    'What is Chess960 also called, after the world champion who proposed it?':
      'Checked (FIDE Laws, Appendix Chess960): proposed by Bobby Fischer in 1996; back-rank pieces shuffled; explanation confirmed.',
    'Through which country did chess spread from India to the Arab world and Europe?':
      'Checked (Britannica, chess: origins): spread via Persia (chatrang) to the Arabs (shatranj) and Europe; explanation confirmed.',
    'In Through the Looking-Glass, what does Alice become when she reaches the eighth rank?':
      'Checked (Lewis Carroll, Through the Looking-Glass): Alice, a pawn, is crowned queen on reaching the eighth square; the book opens with the chess problem; explanation confirmed.',
    'Which musical by Benny Andersson, Björn Ulvaeus and Tim Rice includes One Night in Bangkok?':
      'Checked (Britannica, Chess musical): by Andersson, Ulvaeus and Rice, concept album 1984, includes One Night in Bangkok; explanation confirmed.',
    'Which FIDE event decides who challenges the world champion?':
      'Checked (FIDE, Candidates regulations): decides the challenger; an eight-player double round-robin since 2013; explanation confirmed.',
    'How often is the Chess Olympiad usually held?':
      "Checked (FIDE, Chess Olympiad): biennial, with open and women's sections; explanation confirmed.",
    'The name rook comes from a Persian word meaning what?':
      'Checked (Oxford Companion to Chess, rook): Persian rukh means chariot; Italian torre means tower; explanation confirmed.',
    'In which year was FIDE, the world chess federation, founded?':
      'Checked (FIDE, history): founded in Paris on 20 July 1924; 20 July is International Chess Day; explanation confirmed.',
    'Which piece was once the counsellor, or ferz, that moved only one square diagonally?':
      "Checked (Oxford Companion to Chess, queen; ferz): the ferz moved one square diagonally; the modern queen's move appeared in Spain/Italy in the late 15th century; explanation confirmed.",
    'What animal was the bishop in the early Arabic game?':
      'Checked (Oxford Companion to Chess, bishop; alfil): Arabic al-fil, the elephant, survives in Spanish alfil; explanation confirmed.',
    'The Lewis chessmen, found in Scotland in 1831, are carved mainly from what?':
      'Checked (British Museum, Lewis chessmen): found on Lewis in 1831, carved mostly from walrus ivory, probably in Norway in the 12th century; explanation confirmed.',
    'Which 1993 film tells the story of the young player Josh Waitzkin?':
      'Checked (Britannica / film records, Searching for Bobby Fischer, 1993): about Josh Waitzkin, later a tai chi push hands world champion; explanation confirmed.',
    'Which 2014 film stars Tobey Maguire as an American world chess champion?':
      'Checked (film records, Pawn Sacrifice, premiered at Toronto 2014): Tobey Maguire as Fischer, Liev Schreiber as Spassky; explanation confirmed.',
    'Which 2016 Disney film tells the story of the Ugandan chess player Phiona Mutesi?':
      "Checked (Disney, Queen of Katwe, 2016): about Phiona Mutesi; Lupita Nyong'o plays her mother Harriet; explanation confirmed.",
    'In which chess problems do both sides cooperate so that Black is checkmated?':
      'Checked (Oxford Companion to Chess, helpmate; selfmate): in a helpmate both sides cooperate to mate Black; in a selfmate White forces Black to mate; explanation confirmed.',
    'In which chess variant does a player put captured pieces back on the board as their own?':
      "Checked (Lichess variants, Crazyhouse): captured pieces can be dropped back as one's own; the two-player form of bughouse; explanation confirmed.",
  },
};
