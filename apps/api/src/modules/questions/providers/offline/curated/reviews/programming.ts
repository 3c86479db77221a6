import type { BankReview } from './review.js';

/** bank-pop's check of bank-more's programming bank (ADR 0195); registered in index.ts once both are merged. */
export const programmingReview: BankReview = {
  bank: 'programming',
  writer: 'bank-more',
  reviewer: 'bank-pop',
  checks: {
    'Which language runs in every major web browser and makes pages interactive?':
      "Checked (reviewer's knowledge): JavaScript is right and the three wrong options are wrong; explanation confirmed.",
    'Which programming language is named after a British comedy group?':
      "Checked (reviewer's knowledge): Python is right and the three wrong options are wrong; explanation confirmed.",
    'Which language did Apple introduce in 2014 for iOS and macOS apps?':
      "Checked (reviewer's knowledge): Swift is right and the three wrong options are wrong; explanation confirmed.",
    'Which language did Google announce in 2019 as its preferred language for Android apps?':
      "Checked (reviewer's knowledge): Kotlin is right and the three wrong options are wrong; explanation confirmed. Options reworded for length (issue 14, len-g): 'Go' → 'TypeScript'. Rechecked by len-h: TypeScript is Microsoft's typed JavaScript; Google's I/O 2019 announcement made Android development Kotlin-first.",
    'Which language, a superset of JavaScript, adds static types?':
      "Checked (reviewer's knowledge): TypeScript is right and the three wrong options are wrong; explanation confirmed.",
    'Which language is named after a gemstone and is used by the Rails web framework?':
      "Checked (reviewer's knowledge): Ruby is right and the three wrong options are wrong; explanation confirmed.",
    'Which language is known for its cup-of-coffee logo?':
      "Checked (reviewer's knowledge): Java is right and the three wrong options are wrong; explanation confirmed.",
    'Which language, created by Dennis Ritchie at Bell Labs, was used to rewrite Unix?':
      "Checked (reviewer's knowledge): C is right and the three wrong options are wrong; explanation confirmed.",
    'Who created C++?':
      "Checked (reviewer's knowledge): Bjarne Stroustrup is right and the three wrong options are wrong; explanation confirmed.",
    'Which company created the Go programming language?':
      "Checked (reviewer's knowledge): Google is right and the three wrong options are wrong; explanation confirmed.",
    'Which language, sponsored early on by Mozilla, is known for memory safety without a garbage collector?':
      "Checked (reviewer's knowledge): Rust is right and the three wrong options are wrong; explanation confirmed.",
    'Which company created C#?':
      "Checked (reviewer's knowledge): Microsoft is right and the three wrong options are wrong; explanation confirmed.",
    'Who created PHP?':
      "Checked (reviewer's knowledge): Rasmus Lerdorf is right and the three wrong options are wrong; explanation confirmed.",
    'Who created the Perl language?':
      "Checked (reviewer's knowledge): Larry Wall is right and the three wrong options are wrong; explanation confirmed.",
    'Which statistics language is the open-source successor of S?':
      "Checked (reviewer's knowledge): R is right and the three wrong options are wrong; explanation confirmed.",
    "In which language are apps for Google's Flutter toolkit written?":
      "Checked (reviewer's knowledge): Dart is right and the three wrong options are wrong; explanation confirmed.",
    'Which language uses indentation rather than braces to mark blocks of code?':
      "Checked (reviewer's knowledge): Python is right and the three wrong options are wrong; explanation confirmed.",
    'Who created the Java programming language?':
      "Checked (reviewer's knowledge): James Gosling is right and the three wrong options are wrong; explanation confirmed.",
    'Which language, developed at IBM in the 1950s, was the first widely used high-level language?':
      "Checked (reviewer's knowledge): Fortran is right and the three wrong options are wrong; explanation confirmed.",
    'Which language, created by John McCarthy in 1958, is built on lists and parentheses?':
      "Checked (reviewer's knowledge): Lisp is right and the three wrong options are wrong; explanation confirmed.",
    "Which language, designed in 1959 with Grace Hopper's influence, still runs many bank systems?":
      "Checked (reviewer's knowledge): COBOL is right and the three wrong options are wrong; explanation confirmed.",
    'Who designed the Pascal programming language?':
      "Checked (reviewer's knowledge): Niklaus Wirth is right and the three wrong options are wrong; explanation confirmed.",
    'Which language, developed for the US Department of Defense, is named after the first computer programmer?':
      "Checked (reviewer's knowledge): Ada is right and the three wrong options are wrong; explanation confirmed.",
    'Which logic programming language, created in 1972, is based on facts and rules?':
      "Checked (reviewer's knowledge): Prolog is right and the three wrong options are wrong; explanation confirmed.",
    'Which purely functional language, first defined in 1990, is named after a logician?':
      "Checked (reviewer's knowledge): Haskell is right and the three wrong options are wrong; explanation confirmed.",
    'Which language did Ericsson develop for telephone switches?':
      "Checked (reviewer's knowledge): Erlang is right and the three wrong options are wrong; explanation confirmed.",
    "Which language, first developed at Xerox PARC, made 'everything is an object' its rule?":
      "Checked (reviewer's knowledge): Smalltalk is right and the three wrong options are wrong; explanation confirmed.",
    'Which language of the 1960s introduced classes and objects?':
      "Checked (reviewer's knowledge): Simula is right and the three wrong options are wrong; explanation confirmed.",
    'What is a small file a website stores in your browser to remember you called?':
      "Checked (reviewer's knowledge): A cookie is right and the three wrong options are wrong; explanation confirmed.",
    "Which HTTP status code means 'page not found'?":
      "Checked (reviewer's knowledge): 404 is right and the three wrong options are wrong; explanation confirmed.",
    'What does the S in HTTPS stand for?':
      "Checked (reviewer's knowledge): Secure is right and the three wrong options are wrong; explanation confirmed.",
    'Which HTML element creates hyperlinks?':
      "Checked (reviewer's knowledge): <a> is right and the three wrong options are wrong; explanation confirmed.",
    'Which HTTP status code means an internal server error?':
      "Checked (reviewer's knowledge): 500 is right and the three wrong options are wrong; explanation confirmed.",
    'Which HTTP method is normally used to send form data that creates something?':
      "Checked (reviewer's knowledge): POST is right and the three wrong options are wrong; explanation confirmed.",
    'Which JavaScript library, released by Facebook in 2013, builds user interfaces from components?':
      "Checked (reviewer's knowledge): React is right and the three wrong options are wrong; explanation confirmed.",
    'Which JavaScript runtime, released in 2009, made JavaScript popular on servers?':
      "Checked (reviewer's knowledge): Node.js is right and the three wrong options are wrong; explanation confirmed.",
    'What does JSON stand for?':
      "Checked (reviewer's knowledge): JavaScript Object Notation is right and the three wrong options are wrong; explanation confirmed.",
    'What does DOM stand for in web development?':
      "Checked (reviewer's knowledge): Document Object Model is right and the three wrong options are wrong; explanation confirmed.",
    'What does API stand for?':
      "Checked (reviewer's knowledge): Application programming interface is right and the three wrong options are wrong; explanation confirmed.",
    'What does AJAX stand for?':
      "Checked (reviewer's knowledge): Asynchronous JavaScript and XML is right and the three wrong options are wrong; explanation confirmed.",
    'Which CSS layout system arranges items in rows and columns in two dimensions?':
      "Checked (reviewer's knowledge): Grid is right and the three wrong options are wrong; explanation confirmed.",
    'What does CORS stand for in web security?':
      "Checked (reviewer's knowledge): Cross-Origin Resource Sharing is right and the three wrong options are wrong; explanation confirmed.",
    "Which HTTP status code means 'I'm a teapot', from an April Fools' joke standard?":
      "Checked (reviewer's knowledge): 418 is right and the three wrong options are wrong; explanation confirmed.",
    'Which HTTP status code is returned when content is unavailable for legal reasons?':
      "Checked (reviewer's knowledge): 451 is right and the three wrong options are wrong; explanation confirmed.",
    'What does the HTTP status code 304 mean?':
      "Checked (reviewer's knowledge): Not Modified is right and the three wrong options are wrong; explanation confirmed.",
    'What does XSS stand for in web security?':
      "Checked (reviewer's knowledge): Cross-site scripting is right and the three wrong options are wrong; explanation confirmed.",
    'Who created JavaScript at Netscape in 1995?':
      "Checked (reviewer's knowledge): Brendan Eich is right and the three wrong options are wrong; explanation confirmed.",
    "What was JavaScript's name during its first beta releases in 1995?":
      "Checked (reviewer's knowledge): LiveScript is right and the three wrong options are wrong; explanation confirmed.",
    'Which organisation publishes the ECMAScript standard behind JavaScript?':
      "Checked (reviewer's knowledge): Ecma International is right and the three wrong options are wrong; explanation confirmed.",
    'Which JavaScript library, released by John Resig in 2006, simplified working with the DOM?':
      "Checked (reviewer's knowledge): jQuery is right and the three wrong options are wrong; explanation confirmed.",
    'What are the values passed into a function when it is called?':
      "Checked (reviewer's knowledge): Arguments is right and the three wrong options are wrong; explanation confirmed. Options reworded for length (issue 14, len-g): 'Methods' → 'Attributes'. Rechecked by len-h: attributes are data held on an object, not the values passed in a call, which are the arguments.",
    'What is a mistake in the grammar of code, such as a missing bracket, called?':
      "Checked (reviewer's knowledge): A syntax error is right and the three wrong options are wrong; explanation confirmed.",
    'Which character starts a comment in Python?':
      "Checked (reviewer's knowledge): # is right and the three wrong options are wrong; explanation confirmed.",
    'What is the human-readable code a programmer writes called?':
      "Checked (reviewer's knowledge): Source code is right and the three wrong options are wrong; explanation confirmed.",
    'What is text in a program that the computer ignores, written for human readers, called?':
      "Checked (reviewer's knowledge): A comment is right and the three wrong options are wrong; explanation confirmed.",
    'What is a collection of reusable code that other programs can call called?':
      "Checked (reviewer's knowledge): A library is right and the three wrong options are wrong; explanation confirmed.",
    'What is a numbered sequence of values, reached by position, usually called?':
      "Checked (reviewer's knowledge): An array is right and the three wrong options are wrong; explanation confirmed.",
    'What is the type for whole numbers usually called?':
      "Checked (reviewer's knowledge): Integer is right and the three wrong options are wrong; explanation confirmed.",
    'Which symbol ends most statements in C and Java?':
      "Checked (reviewer's knowledge): A semicolon is right and the three wrong options are wrong; explanation confirmed.",
    'What does the == operator test in most languages?':
      "Checked (reviewer's knowledge): Equality is right and the three wrong options are wrong; explanation confirmed.",
    'Which keyword gives the branch taken when an if condition is false?':
      "Checked (reviewer's knowledge): else is right and the three wrong options are wrong; explanation confirmed.",
    'What is the smallest unit of data in a computer, a single 0 or 1?':
      "Checked (reviewer's knowledge): A bit is right and the three wrong options are wrong; explanation confirmed.",
    'What is a program that reads and runs code line by line, without compiling it first, called?':
      "Checked (reviewer's knowledge): An interpreter is right and the three wrong options are wrong; explanation confirmed.",
    'In a flowchart, which shape usually stands for a decision?':
      "Checked (reviewer's knowledge): A diamond is right and the three wrong options are wrong; explanation confirmed.",
    'Which keyword defines a function in Python?':
      "Checked (reviewer's knowledge): def is right and the three wrong options are wrong; explanation confirmed.",
    'What is improving the structure of code without changing what it does called?':
      "Checked (reviewer's knowledge): Refactoring is right and the three wrong options are wrong; explanation confirmed.",
    'What is a mistake in a program that makes it behave wrongly called?':
      "Checked (reviewer's knowledge): 'bug' confirmed; the 1947 Harvard Mark II moth logbook story is right. Note: 'glitch' is a near-synonym for a transient fault, but 'bug' is the standard term for a program mistake; acceptable.",
    'What is finding and fixing errors in a program called?':
      "Checked (reviewer's knowledge): Debugging is right and the three wrong options are wrong; explanation confirmed.",
    'What is a named place for storing a value in a program called?':
      "Checked (reviewer's knowledge): A variable is right and the three wrong options are wrong; explanation confirmed.",
    'What is a block of code that repeats called?':
      "Checked (reviewer's knowledge): A loop is right and the three wrong options are wrong; explanation confirmed.",
    'What type holds only the values true and false?':
      "Checked (reviewer's knowledge): Boolean is right and the three wrong options are wrong; explanation confirmed.",
    'What is a sequence of characters, such as a word, called in programming?':
      "Checked (reviewer's knowledge): A string is right and the three wrong options are wrong; explanation confirmed.",
    'What is the step-by-step procedure a program follows to solve a problem called?':
      "Checked (reviewer's knowledge): An algorithm is right and the three wrong options are wrong; explanation confirmed.",
    'What is a program that turns source code into machine code before it runs called?':
      "Checked (reviewer's knowledge): A compiler is right and the three wrong options are wrong; explanation confirmed.",
    'What is a function that calls itself called?':
      "Checked (reviewer's knowledge): Recursive is right and the three wrong options are wrong; explanation confirmed.",
    'Which data structure works last in, first out?':
      "Checked (reviewer's knowledge): A stack is right and the three wrong options are wrong; explanation confirmed.",
    'Which data structure works first in, first out?':
      "Checked (reviewer's knowledge): A queue is right and the three wrong options are wrong; explanation confirmed.",
    'In most programming languages, what is the index of the first element of an array?':
      "Checked (reviewer's knowledge): 0 is right and the three wrong options are wrong; explanation confirmed.",
    'What is an error that happens while a program runs, rather than when it is built, called?':
      "Checked (reviewer's knowledge): A runtime error is right and the three wrong options are wrong; explanation confirmed.",
    'In object-oriented programming, what is a class inheriting from called?':
      "Checked (reviewer's knowledge): Its parent class is right and the three wrong options are wrong; explanation confirmed.",
    'What does OOP stand for?':
      "Checked (reviewer's knowledge): Object-oriented programming is right and the three wrong options are wrong; explanation confirmed.",
    'Which number system has sixteen digits, 0–9 and A–F?':
      "Checked (reviewer's knowledge): Hexadecimal is right and the three wrong options are wrong; explanation confirmed.",
    'What is running many tasks so that they make progress at overlapping times called?':
      "Checked (reviewer's knowledge): Concurrency is right and the three wrong options are wrong; explanation confirmed.",
    'What is a function that takes other functions as arguments or returns one called?':
      "Checked (reviewer's knowledge): A higher-order function is right and the three wrong options are wrong; explanation confirmed.",
    'What is the value of the hexadecimal number FF in decimal?':
      "Checked (reviewer's knowledge): 255 is right and the three wrong options are wrong; explanation confirmed.",
    'What is an integer that grows beyond its largest value and wraps around said to do?':
      "Checked (reviewer's knowledge): Overflow is right and the three wrong options are wrong; explanation confirmed.",
    'Which kind of memory error happens when a program writes past the end of a buffer?':
      "Checked (reviewer's knowledge): Buffer overflow is right and the three wrong options are wrong; explanation confirmed.",
    "Who called his invention of the null reference his 'billion-dollar mistake'?":
      "Checked (reviewer's knowledge): Tony Hoare is right and the three wrong options are wrong; explanation confirmed.",
    'What is turning a function of several arguments into a chain of one-argument functions called?':
      "Checked (reviewer's knowledge): Currying is right and the three wrong options are wrong; explanation confirmed.",
    'What is storing the results of function calls to reuse them called?':
      "Checked (reviewer's knowledge): Memoisation is right and the three wrong options are wrong; explanation confirmed.",
    'Which design pattern ensures a class has only one instance?':
      "Checked (reviewer's knowledge): Singleton is right and the three wrong options are wrong; explanation confirmed.",
    "In SOLID, what is the L principle, Barbara Liskov's rule about subtypes, called?":
      "Checked (reviewer's knowledge): Liskov substitution is right and the three wrong options are wrong; explanation confirmed.",
    'Which small, cheap computer, launched in 2012, was made to teach children coding?':
      "Checked (reviewer's knowledge): Raspberry Pi is right and the three wrong options are wrong; explanation confirmed. Options reworded for length (issue 14, len-g): 'BeagleBone' → 'BeagleBone Black'. Rechecked by len-h: the BeagleBone Black is BeagleBoard.org's 2013 development board, not the 2012 computer for teaching children, which is the Raspberry Pi.",
    'What is the name of the penguin mascot of Linux?':
      "Checked (reviewer's knowledge): Tux is right and the three wrong options are wrong; explanation confirmed.",
    'What does GUI stand for?':
      "Checked (reviewer's knowledge): graphical user interface confirmed; Xerox PARC's Alto (1973) is the usual 'first GUI' (Engelbart's NLS came earlier but without the desktop metaphor); acceptable.",
    'Which language describes the structure of a web page with tags?':
      "Checked (reviewer's knowledge): HTML is right and the three wrong options are wrong; explanation confirmed.",
    'What is the part of a web application that runs on the server called?':
      "Checked (reviewer's knowledge): The back end is right and the three wrong options are wrong; explanation confirmed.",
    'What animal is the mascot of the Go language?':
      "Checked (reviewer's knowledge): A gopher is right and the three wrong options are wrong; explanation confirmed.",
    'What is two programmers working together at one computer called?':
      "Checked (reviewer's knowledge): Pair programming is right and the three wrong options are wrong; explanation confirmed.",
    'Which version control system did Linus Torvalds create in 2005?':
      "Checked (reviewer's knowledge): Git is right and the three wrong options are wrong; explanation confirmed.",
    'Which website, bought by Microsoft in 2018, hosts millions of Git repositories?':
      "Checked (reviewer's knowledge): GitHub is right and the three wrong options are wrong; explanation confirmed.",
    'Which website is famous for programming questions and answers?':
      "Checked (reviewer's knowledge): Stack Overflow is right and the three wrong options are wrong; explanation confirmed.",
    'Which operating system kernel did Linus Torvalds first release in 1991?':
      "Checked (reviewer's knowledge): Linux is right and the three wrong options are wrong; explanation confirmed.",
    'Which code editor, released by Microsoft in 2015, is free and very widely used?':
      "Checked (reviewer's knowledge): Visual Studio Code is right and the three wrong options are wrong; explanation confirmed.",
    'In Git, which command copies a remote repository to your computer?':
      "Checked (reviewer's knowledge): git clone is right and the three wrong options are wrong; explanation confirmed.",
    'In Git, which command records staged changes in the history?':
      "Checked (reviewer's knowledge): git commit is right and the three wrong options are wrong; explanation confirmed.",
    'What does IDE stand for?':
      "Checked (reviewer's knowledge): Integrated development environment is right and the three wrong options are wrong; explanation confirmed.",
    'Which Unix command lists the files in a directory?':
      "Checked (reviewer's knowledge): ls is right and the three wrong options are wrong; explanation confirmed.",
    'What is the package manager that comes with Node.js called?':
      "Checked (reviewer's knowledge): npm is right and the three wrong options are wrong; explanation confirmed.",
    "What is Python's standard package installer called?":
      "Checked (reviewer's knowledge): pip is right and the three wrong options are wrong; explanation confirmed.",
    'Which tool packages applications into containers that run the same everywhere?':
      "Checked (reviewer's knowledge): Docker is right and the three wrong options are wrong; explanation confirmed.",
    "What is Rust's package manager and build tool called?":
      "Checked (reviewer's knowledge): Cargo is right and the three wrong options are wrong; explanation confirmed.",
    'Which system for orchestrating containers did Google release as open source in 2014?':
      "Checked (reviewer's knowledge): Kubernetes is right and the three wrong options are wrong; explanation confirmed.",
    'Which text editor is famous for its modes and the command :q to quit?':
      "Checked (reviewer's knowledge): Vim is right and the three wrong options are wrong; explanation confirmed.",
    'Which Unix command searches text for lines that match a pattern?':
      "Checked (reviewer's knowledge): grep is right and the three wrong options are wrong; explanation confirmed.",
    'Which company created the Unix operating system?':
      "Checked (reviewer's knowledge): Bell Labs is right and the three wrong options are wrong; explanation confirmed.",
    'Which Unix signal number does kill -9 send?':
      "Checked (reviewer's knowledge): SIGKILL is right and the three wrong options are wrong; explanation confirmed.",
    'What is the Unix time zero, the start of the epoch?':
      "Checked (reviewer's knowledge): 1 January 1970 is right and the three wrong options are wrong; explanation confirmed.",
    'In which year does the signed 32-bit Unix time overflow?':
      "Checked (reviewer's knowledge): 2038 is right and the three wrong options are wrong; explanation confirmed.",
    'Which build tool, first released in 1976, reads its rules from a file named after it?':
      "Checked (reviewer's knowledge): Make is right and the three wrong options are wrong; explanation confirmed.",
    'Which Git command applies the commits of one branch on top of another, rewriting history?':
      "Checked (reviewer's knowledge): git rebase is right and the three wrong options are wrong; explanation confirmed.",
    'What does a sorting algorithm do?':
      "Checked (reviewer's knowledge): Puts items in order is right and the three wrong options are wrong; explanation confirmed. Options reworded for length (issue 14, len-g): 'Encrypts data' → 'Searches for an item'. Rechecked by len-h: searching finds an item and is a different task; sorting puts items in order.",
    'What is the name of the simple sort that repeatedly swaps neighbouring items that are out of order?':
      "Checked (reviewer's knowledge): Bubble sort is right and the three wrong options are wrong; explanation confirmed. Options reworded for length (issue 14, len-g): 'Heap sort' → 'Selection sort'. Rechecked by len-h: selection sort swaps the smallest remaining item into place, usually not with its neighbour; swapping out-of-order neighbours on repeated passes is bubble sort.",
    'Which search repeatedly halves a sorted list to find an item?':
      "Checked (reviewer's knowledge): Binary search is right and the three wrong options are wrong; explanation confirmed.",
    'What is the average time complexity of binary search?':
      "Checked (reviewer's knowledge): O(log n) is right and the three wrong options are wrong; explanation confirmed.",
    'What is the worst-case time complexity of bubble sort?':
      "Checked (reviewer's knowledge): O(n²) is right and the three wrong options are wrong; explanation confirmed.",
    'Which sort, invented by Tony Hoare, picks a pivot and splits the list around it?':
      "Checked (reviewer's knowledge): Quicksort is right and the three wrong options are wrong; explanation confirmed.",
    'Which sort, described by John von Neumann in 1945, splits the list in halves and combines sorted halves?':
      "Checked (reviewer's knowledge): Merge sort is right and the three wrong options are wrong; explanation confirmed.",
    'Which data structure maps keys to values using a hash function?':
      "Checked (reviewer's knowledge): A hash table is right and the three wrong options are wrong; explanation confirmed.",
    'What does Big O notation describe?':
      "Checked (reviewer's knowledge): How running time grows with input size is right and the three wrong options are wrong; explanation confirmed.",
    'Which algorithm finds the shortest paths from one node in a graph with non-negative weights?':
      "Checked (reviewer's knowledge): Dijkstra's algorithm is right and the three wrong options are wrong; explanation confirmed.",
    'Which graph search explores all neighbours of a node before going deeper?':
      "Checked (reviewer's knowledge): Breadth-first search is right and the three wrong options are wrong; explanation confirmed.",
    "Which pathfinding algorithm adds a heuristic estimate to Dijkstra's approach?":
      "Checked (reviewer's knowledge): A* is right and the three wrong options are wrong; explanation confirmed.",
    'What is the best possible worst-case time for a comparison-based sort?':
      "Checked (reviewer's knowledge): O(n log n) is right and the three wrong options are wrong; explanation confirmed.",
    'Which algorithm finds the greatest common divisor of two numbers by repeated division?':
      "Checked (reviewer's knowledge): Euclid's algorithm is right and the three wrong options are wrong; explanation confirmed.",
    'Which self-balancing binary search tree, from 1962, is named after its two Soviet inventors?':
      "Checked (reviewer's knowledge): AVL tree is right and the three wrong options are wrong; explanation confirmed.",
    'Which unsolved question asks whether every problem whose answer can be checked quickly can also be solved quickly?':
      "Checked (reviewer's knowledge): P versus NP is right and the three wrong options are wrong; explanation confirmed.",
    'Who proved in 1936 that no program can decide for every program whether it halts?':
      "Checked (reviewer's knowledge): Alan Turing is right and the three wrong options are wrong; explanation confirmed.",
    'Which hybrid of merge sort and insertion sort was written for Python in 2002?':
      "Checked (reviewer's knowledge): Timsort is right and the three wrong options are wrong; explanation confirmed.",
    'Which company makes the Windows operating system?':
      "Checked (reviewer's knowledge): Microsoft is right and the three wrong options are wrong; explanation confirmed.",
    "Which US Navy computer scientist's team built one of the first compilers, A-0, in 1952?":
      "Checked (reviewer's knowledge): Grace Hopper is right and the three wrong options are wrong; explanation confirmed.",
    'Who led the team that wrote the onboard flight software for the Apollo missions?':
      "Checked (reviewer's knowledge): Margaret Hamilton is right and the three wrong options are wrong; explanation confirmed.",
    'Who wrote The Art of Computer Programming?':
      "Checked (reviewer's knowledge): Donald Knuth is right and the three wrong options are wrong; explanation confirmed.",
    'Which famous first program prints a greeting on the screen?':
      "Checked (reviewer's knowledge): Hello, World! is right and the three wrong options are wrong; explanation confirmed.",
    "Who wrote the 1968 letter 'Go To Statement Considered Harmful'?":
      "Checked (reviewer's knowledge): Edsger Dijkstra is right and the three wrong options are wrong; explanation confirmed.",
    'Which problem, feared for the year 2000, came from storing years with two digits?':
      "Checked (reviewer's knowledge): the millennium bug / Y2K from two-digit years; confirmed.",
    'Which project did Richard Stallman announce in 1983 to create a free Unix-like system?':
      "Checked (reviewer's knowledge): GNU is right and the three wrong options are wrong; explanation confirmed.",
    'Who co-authored the first edition of The C Programming Language with Dennis Ritchie?':
      "Checked (reviewer's knowledge): Brian Kernighan is right and the three wrong options are wrong; explanation confirmed.",
    'Which early language was designed in 1964 at Dartmouth College by John Kemeny and Thomas Kurtz?':
      "Checked (reviewer's knowledge): BASIC is right and the three wrong options are wrong; explanation confirmed.",
    'Which educational language from 1967 is famous for its drawing turtle?':
      "Checked (reviewer's knowledge): Logo is right and the three wrong options are wrong; explanation confirmed.",
    'Which visual block-based language for children was launched by the MIT Media Lab in 2007?':
      "Checked (reviewer's knowledge): Scratch is right and the three wrong options are wrong; explanation confirmed.",
  },
};
