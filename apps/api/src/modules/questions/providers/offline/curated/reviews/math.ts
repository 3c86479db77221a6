import type { BankReview } from './review.js';

/** bank-r7's check of the math bank, written before ADR 0195 (issue 14); 27 questions, 2 rejected and removed. */
export const mathReview: BankReview = {
  bank: 'math',
  writer: 'first bank (before ADR 0195)',
  reviewer: 'bank-r7',
  checks: {
    'How many sides does a hexagon have?':
      "Checked (reviewer's knowledge): a hexagon has 6 sides; honeycomb cells are hexagonal; explanation confirmed.",
    'How many sides does an octagon have?':
      "Checked (reviewer's knowledge): an octagon has 8 sides; stop signs in many countries are octagonal; explanation confirmed.",
    'What is a polygon with five sides called?':
      "Checked (reviewer's knowledge): a five-sided polygon is a pentagon (hexagon 6, heptagon 7, octagon 8); the Pentagon building is five-sided; explanation confirmed.",
    'What do the angles of a triangle add up to?':
      "Checked (reviewer's knowledge; Euclid I.32): the interior angles of a triangle sum to 180°; 90°, 270° and 360° are wrong; explanation confirmed (it only restates the key). Its answer is currently given away by the quadrilateral explanation (see the REJECT there); the obtuse stem mentions both 90 and 180, which does not single out the key.",
    'What is a triangle with no equal sides called?':
      "Checked (reviewer's knowledge): a triangle with no equal sides is scalene (and has three unequal angles); isosceles, equilateral and acute are wrong; explanation confirmed.",
    'What is an angle of more than 90 but less than 180 degrees called?':
      "Checked (reviewer's knowledge): an angle between 90° and 180° is obtuse; acute is under 90°, reflex over 180°, right exactly 90°; explanation confirmed. Its stem gives both 90 and 180, so it singles out neither the right-angle nor the triangle answer.",
    'How many degrees are in a right angle?':
      "Checked (reviewer's knowledge): a right angle is 90°, a quarter turn; 45, 180 and 360 are wrong; explanation confirmed.",
    'What is the longest side of a right-angled triangle called?':
      "Checked (reviewer's knowledge): the hypotenuse is the longest side, opposite the right angle; adjacent, opposite and base are other names used in trigonometry; explanation confirmed.",
    'How many faces does a cube have?':
      "Checked (reviewer's knowledge): a cube has 6 square faces; 4, 8 and 12 are wrong; explanation confirmed.",
    'How many edges does a cube have?':
      "Checked (reviewer's knowledge): a cube has 12 edges and 8 vertices; 6, 8 and 10 are wrong; explanation confirmed.",
    'What is the formula for the area of a circle?':
      "Checked (reviewer's knowledge): the area of a circle is πr²; 2πr (and πd) is the circumference, 4πr is wrong; explanation confirmed.",
    'What is the area of a rectangle 5 cm long and 4 cm wide?':
      "Checked (reviewer's knowledge): 5 cm × 4 cm = 20 cm²; 9 (the sum), 18 (the perimeter) and 40 are wrong; explanation confirmed.",
    'What is the perimeter of a square with sides of 6 cm?':
      "Checked (reviewer's knowledge): perimeter 4 × 6 = 24 cm; 36 (the area), 12 and 30 are wrong; explanation confirmed.",
    'What is pi to two decimal places?':
      "Checked (reviewer's knowledge): π = 3.14159..., 3.14 to two places; 3.41, 3.16 and 3.12 are wrong; explanation confirmed.",
    'What is 0.5 as a fraction?':
      "Checked (reviewer's knowledge): 0.5 = 1/2; 1/5, 1/4 and 2/5 are wrong; explanation confirmed.",
    'What is 3/4 as a percentage?':
      "Checked (reviewer's knowledge): 3/4 = 0.75 = 75%; 34%, 70% and 80% are wrong; explanation confirmed.",
    'What is 15% of 200?':
      "Checked (reviewer's knowledge): 15% of 200 = 30; 20, 35, 40 and 300 are wrong (four wrong options); explanation confirmed.",
    'What is the next prime number after 7?':
      "Checked (reviewer's knowledge): the next prime after 7 is 11 (8, 9, 10 are composite); 9, 13 and 10 are wrong; explanation confirmed.",
    'What is the only even prime number?':
      "Checked (reviewer's knowledge): 2 is the only even prime; 0, 4 and 6 are not prime; explanation confirmed.",
    'What is the next number in the Fibonacci sequence 1, 1, 2, 3, 5, 8, …?':
      "Checked (reviewer's knowledge): 1, 1, 2, 3, 5, 8, 13; 11, 12 and 16 are wrong; explanation confirmed.",
    'What is the value of 0! (zero factorial)?':
      "Checked (reviewer's knowledge): 0! = 1 by convention (the empty product; one way to arrange nothing); 2, undefined, infinity and 0 are wrong; explanation confirmed.",
    'What is a number that divides into another without a remainder called?':
      "Checked (reviewer's knowledge): a number dividing another exactly is a factor (divisor); multiple, product and quotient are other terms; explanation confirmed.",
    'How many minutes are in a day?':
      "Checked (reviewer's knowledge): 24 × 60 = 1,440 minutes in a day; 1,200, 2,400 and 720 are wrong; explanation confirmed. Note: 1,440 is a wrong option of the seconds-in-an-hour question, so this explanation lets a player strike that option (a mild cue, not a giveaway).",
    'How many seconds are in an hour?':
      "Checked (reviewer's knowledge): 60 × 60 = 3,600 seconds in an hour; 360, 6,000 and 1,440 are wrong; explanation confirmed.",
    'Which mathematician is famous for the theorem a² + b² = c²?':
      "Checked (reviewer's knowledge): Pythagoras' theorem, a² + b² = c² for a right-angled triangle; Euclid, Archimedes and Fibonacci are wrong; explanation confirmed. Note: ancient-greece.ts asks a different Pythagoras fact ('all is number') in another topic.",
  },
};
