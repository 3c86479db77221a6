import type { CuratedBank } from './bank.js';

export const literature: CuratedBank = {
  key: 'literature',
  sections: {
    'Classic novels': [
      'e|Who wrote Pride and Prejudice?|Jane Austen|Charlotte Brontë;Emily Brontë;George Eliot|Pride and Prejudice was published in 1813.',
      'm|Who wrote Jane Eyre?|Charlotte Brontë|Emily Brontë;Anne Brontë;Jane Austen|Jane Eyre was published in 1847.',
      'e|Who wrote Oliver Twist and A Christmas Carol?|Charles Dickens|William Makepeace Thackeray;Thomas Hardy;Anthony Trollope|Dickens was the most popular English novelist of the Victorian era.',
      "h|Which novel begins with the line Call me Ishmael?|Moby-Dick|Treasure Island;The Old Man and the Sea;Robinson Crusoe|Herman Melville's Moby-Dick was published in 1851.",
      'h|Who wrote Don Quixote?|Miguel de Cervantes|Lope de Vega;Gabriel García Márquez;Federico García Lorca|Don Quixote was published in two parts, in 1605 and 1615.',
      'm|Who wrote War and Peace?|Leo Tolstoy|Fyodor Dostoevsky;Anton Chekhov;Ivan Turgenev|War and Peace is set during the Napoleonic Wars.',
      'h|Who wrote Crime and Punishment?|Fyodor Dostoevsky|Leo Tolstoy;Nikolai Gogol;Alexander Pushkin|Crime and Punishment was published in 1866.',
      'm|Who wrote The Great Gatsby?|F. Scott Fitzgerald|Ernest Hemingway;John Steinbeck;William Faulkner|The Great Gatsby was published in 1925.',
      'm|Who wrote To Kill a Mockingbird?|Harper Lee|Truman Capote;John Steinbeck;Carson McCullers|To Kill a Mockingbird won the Pulitzer Prize in 1961.',
      'm|Who wrote The Old Man and the Sea?|Ernest Hemingway|John Steinbeck;Herman Melville;Jack London|The novella was published in 1952.',
      'h|Who wrote Les Misérables?|Victor Hugo|Alexandre Dumas;Émile Zola;Gustave Flaubert|Les Misérables was published in 1862.',
      'h|Who wrote One Hundred Years of Solitude?|Gabriel García Márquez|Jorge Luis Borges;Mario Vargas Llosa;Isabel Allende|The novel is set in the fictional town of Macondo.',
    ],
    'Science fiction and fantasy': [
      'e|Who wrote the Harry Potter books?|J. K. Rowling|J. R. R. Tolkien;C. S. Lewis;Roald Dahl|The first Harry Potter book was published in 1997.',
      'e|Who wrote The Hobbit?|J. R. R. Tolkien|C. S. Lewis;Terry Pratchett;George R. R. Martin|The Hobbit was published in 1937.',
      'm|Who wrote Nineteen Eighty-Four?|George Orwell|Aldous Huxley;Ray Bradbury;H. G. Wells|Nineteen Eighty-Four introduced Big Brother.',
      'h|Who wrote Brave New World?|Aldous Huxley|George Orwell;Ray Bradbury;Anthony Burgess|Brave New World was published in 1932.',
      'm|Who wrote Frankenstein?|Mary Shelley|Bram Stoker;Percy Bysshe Shelley;Robert Louis Stevenson|Frankenstein was published in 1818.',
      'm|Who wrote Dracula?|Bram Stoker|Mary Shelley;Edgar Allan Poe;Oscar Wilde|Dracula was published in 1897.',
      'e|In which land is The Lion, the Witch and the Wardrobe set?|Narnia|Middle-earth;Neverland;Wonderland|C. S. Lewis wrote seven Narnia books.',
    ],
    "Children's books": [
      "e|Who wrote Alice's Adventures in Wonderland?|Lewis Carroll|Edward Lear;J. M. Barrie;Kenneth Grahame|Lewis Carroll was the pen name of Charles Dodgson.",
      'h|Who wrote Peter Pan?|J. M. Barrie|Lewis Carroll;A. A. Milne;Roald Dahl|Peter Pan first appeared as a play in 1904.',
      'e|Which Roald Dahl book features Willy Wonka?|Charlie and the Chocolate Factory|Matilda;The BFG;James and the Giant Peach|Charlie and the Chocolate Factory was published in 1964.',
    ],
    Detectives: [
      'e|Who wrote the Sherlock Holmes stories?|Arthur Conan Doyle|Agatha Christie;Edgar Allan Poe;Wilkie Collins|Sherlock Holmes first appeared in A Study in Scarlet in 1887.',
      'm|Which Agatha Christie detective is famous for his little grey cells?|Hercule Poirot|Miss Marple;Sherlock Holmes;Inspector Morse|Poirot is a Belgian detective.',
    ],
    'Poetry and drama': [
      'e|Who wrote Romeo and Juliet?|William Shakespeare|Christopher Marlowe;Charles Dickens;Geoffrey Chaucer|Romeo and Juliet was written in the 1590s.',
      "e|Which Shakespeare play includes the line To be, or not to be?|Hamlet|Macbeth;King Lear;Othello|The line opens Hamlet's famous soliloquy.",
      'm|Which Shakespeare play features three witches and a Scottish king?|Macbeth|Hamlet;King Lear;The Tempest|Macbeth murders King Duncan to take the throne.',
      "m|Which two epic poems about the Trojan War and its aftermath are attributed to Homer?|The Iliad and the Odyssey|The Aeneid and the Odyssey;Beowulf and the Iliad;The Divine Comedy and the Aeneid|The Odyssey follows Odysseus's journey home from Troy.",
      'h|Who wrote The Divine Comedy?|Dante Alighieri|Giovanni Boccaccio;Petrarch;Virgil|The Divine Comedy describes a journey through Hell, Purgatory and Paradise.',
      'h|Who wrote The Canterbury Tales?|Geoffrey Chaucer|William Langland;John Milton;Edmund Spenser|The Canterbury Tales were written in the late 14th century.',
      'h|Who wrote Paradise Lost?|John Milton|William Blake;John Donne;Alexander Pope|Paradise Lost was published in 1667.',
    ],
  },
};
