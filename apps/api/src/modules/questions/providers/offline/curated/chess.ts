import type { CuratedBank } from './bank.js';

export const chess: CuratedBank = {
  key: 'chess',
  sections: {
    Rules: [
      'e|How many squares are on a chessboard?|64|32;81;100|A chessboard has 8 rows of 8 squares.',
      'e|Which chess piece can only move diagonally?|The bishop|The rook;The knight;The king|Each bishop stays on squares of one colour for the whole game.',
      'e|Which chess piece moves in an L shape?|The knight|The bishop;The rook;The king|The knight is the only piece that can jump over others.',
      'e|What is it called when a king is attacked and cannot escape?|Checkmate|Stalemate;Check;Castling;En passant|Checkmate ends the game.',
      'e|How many pieces does each player start with?|16|12;14;20|Each side has 8 pawns and 8 other pieces.',
      "e|How many pawns does each player start with?|8|6;7;10|The pawns fill each player's second row.",
      'm|Which move lets the king and a rook move at the same time?|Castling|En passant;Promotion;Fianchetto|Castling moves the king two squares towards a rook, which jumps over it.',
      'm|What happens when a pawn reaches the far side of the board?|It is promoted to another piece|It is removed from the board;It moves back to its starting square;It becomes a king|A pawn is usually promoted to a queen.',
      'm|What is a draw called when a player has no legal move but is not in check?|Stalemate|Checkmate;Zugzwang;Perpetual check|Stalemate can save a losing player from defeat.',
      'e|Which is the most powerful piece in chess?|The queen|The king;The rook;The bishop|The queen moves any distance in straight lines and diagonals.',
      'e|Which colour moves first in chess?|White|Black;The winner of a coin toss;The younger player|White always makes the first move.',
      'h|What is the special pawn capture made just after an enemy pawn moves two squares past it?|En passant|Castling;Fianchetto;Gambit|En passant is French for in passing.',
      'm|How many squares can a king normally move at a time?|1|2;3;Any number|Only when castling does the king move two squares.',
      'h|At the start of a game, on which colour square does the white queen stand?|A light square|A dark square;A corner square;The centre square|The rule is queen on her own colour.',
    ],
    'Tactics and terms': [
      "m|What is an opening in which a player sacrifices a pawn for an advantage called?|A gambit|A fork;A pin;A skewer|The Queen's Gambit offers a pawn on the second move.",
      'm|What is it called when one piece attacks two enemy pieces at once?|A fork|A pin;A skewer;A castle|Knights are famous for forks.',
      'h|What is a position called in which any move a player makes worsens their position?|Zugzwang|Stalemate;Zwischenzug;Fianchetto|Zugzwang is German for compulsion to move.',
      'h|In chess notation, which letter stands for the knight?|N|K;Q;B|K is already used for the king.',
      'h|What is the opening 1.e4 c5 called?|The Sicilian Defence|The French Defence;The Caro-Kann Defence;The Ruy Lopez|The Sicilian is the most popular reply to 1.e4 at top level.',
      "h|What is the opening 1.e4 e5 2.Nf3 Nc6 3.Bb5 called?|The Ruy Lopez|The Italian Game;The Scotch Game;The King's Gambit|It is named after a 16th-century Spanish priest.",
    ],
    'Champions and history': [
      'm|Which American won the World Chess Championship against Boris Spassky in 1972?|Bobby Fischer|Paul Morphy;Hikaru Nakamura;Fabiano Caruana|The match was played in Reykjavík.',
      'm|Which IBM computer beat world champion Garry Kasparov in a match in 1997?|Deep Blue|Watson;AlphaZero;Stockfish|It was the first match win by a computer over a reigning world champion.',
      'm|Which Norwegian became world chess champion in 2013?|Magnus Carlsen|Viswanathan Anand;Sergey Karjakin;Fabiano Caruana|Carlsen took the title from Viswanathan Anand.',
      'h|Who became the youngest undisputed world chess champion in 2024, aged 18?|Gukesh Dommaraju|Ding Liren;Alireza Firouzja;Praggnanandhaa Rameshbabu|Gukesh beat Ding Liren in Singapore.',
      'm|In which country is chess believed to have originated?|India|China;Greece;Egypt|The early game chaturanga was played in India around the 6th century.',
      'e|Which chess piece moves any number of squares in straight lines along rows and columns?|The rook|The bishop;The knight;The king|The rook moves along ranks and files.',
      'e|What is a game of chess that ends with no winner called?|A draw|A checkmate;A resignation;A gambit|Stalemate, agreement and repetition are among the ways a game is drawn.',
      'h|Which world champion was known as the Magician from Riga?|Mikhail Tal|Garry Kasparov;Anatoly Karpov;Vasily Smyslov|Tal, famous for daring sacrifices, was world champion in 1960–61.',
      'h|In which year did Garry Kasparov first become world champion?|1985|1978;1990;1993|Kasparov beat Anatoly Karpov for the title in 1985.',
      "h|What is the opening 1.d4 d5 2.c4 called?|The Queen's Gambit|The King's Gambit;The English Opening;The French Defence|White offers the c-pawn to gain control of the centre.",
    ],
  },
};
