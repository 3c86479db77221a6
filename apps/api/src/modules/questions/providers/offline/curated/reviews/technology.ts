import type { BankReview } from './review.js';

/** bank-r7's check of the technology bank, written before ADR 0195 (issue 14); 31 questions, 4 rejected and removed. */
export const technologyReview: BankReview = {
  bank: 'technology',
  writer: 'first bank (before ADR 0195)',
  reviewer: 'bank-r7',
  checks: {
    'What does CPU stand for?':
      "Checked (reviewer's knowledge): CPU = central processing unit, which executes instructions; the three wrong expansions are invented; explanation confirmed.",
    'What does RAM stand for?':
      "Checked (reviewer's knowledge): RAM = random-access memory, the working memory; read-only memory is ROM, the other two are invented; explanation confirmed.",
    'How many bits are in a byte?':
      "Checked (reviewer's knowledge): a byte is 8 bits, 2⁸ = 256 values; 4 (a nibble), 16 and 10 are wrong; explanation confirmed.",
    'What is the binary number 1010 in decimal?':
      "Checked (reviewer's knowledge): 1010₂ = 8 + 2 = 10; 5, 8 and 12 are wrong; explanation confirmed. Note: marked h, it is a medium fact; once the number-system question is removed, its stem gives nothing away.",
    'What does USB stand for?':
      "Checked (reviewer's knowledge; USB-IF): Universal Serial Bus, USB 1.0 released in January 1996; the three wrong expansions are invented; explanation confirmed.",
    'What does AI stand for?':
      "Checked (reviewer's knowledge): AI = artificial intelligence; the three wrong expansions are invented; explanation confirmed.",
    'What is malicious software that locks files and demands payment called?':
      "Checked (reviewer's knowledge): ransomware encrypts or locks files and demands payment, often in cryptocurrency; spyware, adware and firmware are other things; explanation confirmed.",
    'Which company made the 4004, the first commercial microprocessor, in 1971?':
      "Checked (reviewer's knowledge): Intel's 4004 (1971), the first commercial single-chip microprocessor, about 2,300 transistors; IBM, Texas Instruments and Motorola are wrong; explanation confirmed.",
    'Who invented the World Wide Web in 1989?':
      "Checked (reviewer's knowledge): Tim Berners-Lee proposed the web at CERN in March 1989; Vint Cerf co-designed TCP/IP, Gates and Jobs are wrong; explanation confirmed. Once the www question is removed, its stem gives nothing away.",
    'What does HTML stand for?':
      "Checked (reviewer's knowledge): HTML = HyperText Markup Language; the three wrong expansions are invented; explanation confirmed. Note: programming.ts asks which language structures a page (HTML), a different fact.",
    'What does URL stand for?':
      "Checked (reviewer's knowledge; RFC 1738): URL = Uniform Resource Locator; the three wrong expansions are invented; explanation confirmed.",
    'Which language is mainly used to style web pages?':
      "Checked (reviewer's knowledge): CSS (Cascading Style Sheets) styles web pages; HTML structures them, SQL queries databases, PHP is server-side; explanation confirmed. Note: programming.ts's HTML explanation mentions CSS for 'the look', a cross-bank hint only.",
    'Which language is mainly used to query relational databases?':
      "Checked (reviewer's knowledge): SQL (Structured Query Language) queries relational databases; CSS, HTML and XML are wrong; explanation confirmed.",
    'What was the first widely used graphical web browser, released in 1993?':
      "Checked (reviewer's knowledge): NCSA Mosaic (1993, University of Illinois) was the first widely used graphical browser; Netscape Navigator (1994), Internet Explorer (1995) and Opera came later; explanation confirmed.",
    'What does GPS stand for?':
      "Checked (reviewer's knowledge): GPS = Global Positioning System, a US satellite network; the three wrong expansions are invented; explanation confirmed.",
    'Which company did Steve Jobs and Steve Wozniak co-found in 1976?':
      "Checked (reviewer's knowledge): Jobs and Wozniak (with Ronald Wayne) founded Apple in April 1976; the Apple I was its first product; Microsoft, IBM and Atari are wrong; explanation confirmed.",
    'Which company did Bill Gates and Paul Allen found in 1975?':
      "Checked (reviewer's knowledge): Gates and Allen founded Microsoft in April 1975; Apple, IBM and Intel are wrong; explanation confirmed. Note: the explanation names Windows, whose maker programming.ts asks ('Which company makes the Windows operating system?') in the Technology topic: a cross-bank hint, not the same fact.",
    "What was Google's search engine called when it started in 1996?":
      "Checked (reviewer's knowledge): Page and Brin's search engine was called BackRub (1996) and renamed Google in 1997; Googol is the number it was named after, PageRank its algorithm; explanation confirmed. Once the search-engine question is removed, its stem ('Google's search engine') gives nothing away.",
    'In which year was the first iPhone released?':
      "Checked (reviewer's knowledge): Jobs unveiled the iPhone on 9 January 2007 and it went on sale on 29 June 2007; 2005, 2009 and 2010 are wrong; explanation confirmed.",
    'Which company develops the Android operating system?':
      "Checked (reviewer's knowledge): Google develops Android, having bought Android Inc. in 2005; Apple, Microsoft and Samsung are wrong; explanation confirmed. Note: programming.ts's Kotlin stem ('Google ... Android apps') is a cross-bank hint in the Technology topic.",
    'Which programming language was created by Guido van Rossum?':
      "Checked (reviewer's knowledge; python.org): Guido van Rossum created Python, first released in February 1991; Java, Ruby and Perl are wrong; explanation confirmed. Note: programming.ts's explanation ('Guido van Rossum named it after Monty Python') states this fact in the same Technology topic; the asked facts differ, so a cross-bank hint, not a reject, but the lead may keep only one.",
    'Which programming language was developed at Sun Microsystems and released in 1995?':
      "Checked (reviewer's knowledge): Java was developed at Sun Microsystems (James Gosling) and released in 1995; Python, C#, Go and JavaScript are wrong (four wrong options); explanation confirmed. Note: programming.ts's Gosling explanation ('at Sun Microsystems that built Java') states this fact in the same Technology topic: a cross-bank hint, not the same asked fact.",
    "Who is often called the first computer programmer for her work on Babbage's Analytical Engine?":
      "Checked (reviewer's knowledge): Ada Lovelace published the first algorithm for Babbage's Analytical Engine in her 1843 notes; Hopper, Somerville and Lamarr are wrong; explanation confirmed.",
    'Which British mathematician proposed a test of machine intelligence in 1950?':
      "Checked (reviewer's knowledge): Alan Turing proposed the imitation game in 'Computing Machinery and Intelligence' (1950); Babbage (died 1871), von Neumann and Shannon are wrong; explanation confirmed.",
    'What does PC stand for?':
      "Checked (reviewer's knowledge): PC = personal computer, popularised by the IBM Personal Computer (August 1981); the wrong expansions are invented; explanation confirmed.",
    'What does HTTP stand for?':
      "Checked (reviewer's knowledge; RFC 1945/9110): HTTP = Hypertext Transfer Protocol; the three wrong expansions are invented; explanation confirmed.",
    'In which year did Ray Tomlinson send the first email between computers on ARPANET?':
      "Checked (reviewer's knowledge): Ray Tomlinson sent the first networked email on ARPANET in 1971 and chose @; 1965, 1983 and 1991 are wrong; explanation confirmed.",
  },
};
