import type { CuratedBank } from './bank.js';

export const math: CuratedBank = {
  key: 'math',
  sections: {
    Shapes: [
      'e|How many sides does a hexagon have?|6|5;7;8|Honeycomb cells are hexagons.',
      'e|How many sides does an octagon have?|8|6;7;10|Many stop signs are octagons.',
      'm|What is a polygon with five sides called?|A pentagon|A hexagon;A heptagon;An octagon|The Pentagon building in the United States has five sides.',
      'e|What do the angles of a triangle add up to?|180 degrees|90 degrees;270 degrees;360 degrees|The interior angles of any triangle add up to 180 degrees.',
      'm|What is a triangle with no equal sides called?|Scalene|Isosceles;Equilateral;Acute|A scalene triangle also has three different angles.',
      'm|What is an angle of more than 90 but less than 180 degrees called?|Obtuse|Acute;Reflex;Right|An obtuse angle lies between 90 and 180 degrees; acute angles are less than 90 degrees.',
      'm|How many degrees are in a right angle?|90|45;180;360|A right angle is a quarter turn.',
      'm|What is the longest side of a right-angled triangle called?|The hypotenuse|The adjacent;The opposite;The base|The hypotenuse is opposite the right angle.',
      'm|How many faces does a cube have?|6|4;8;12|Each face of a cube is a square.',
      'm|How many edges does a cube have?|12|6;8;10|A cube has 12 edges and 8 vertices.',
      'm|What is the formula for the area of a circle?|πr²|2πr;πd;4πr|The area of a circle is πr²; 2πr is its circumference.',
      'm|What is the area of a rectangle 5 cm long and 4 cm wide?|20 cm²|9 cm²;18 cm²;40 cm²|Area is length times width: 5 × 4 = 20.',
      'm|What is the perimeter of a square with sides of 6 cm?|24 cm|36 cm;12 cm;30 cm|The perimeter is 4 × 6 = 24 cm.',
    ],
    Numbers: [
      "m|What is pi to two decimal places?|3.14|3.41;3.16;3.12|Pi is the ratio of a circle's circumference to its diameter.",
      'm|What is 0.5 as a fraction?|1/2|1/5;1/4;2/5|0.5 is five tenths, which simplifies to one half.',
      'm|What is 3/4 as a percentage?|75%|34%;70%;80%|3 ÷ 4 = 0.75, which is 75 percent.',
      'm|What is 15% of 200?|30|20;35;40;300|10% of 200 is 20 and 5% is 10, so 15% is 30.',
      'm|What is the next prime number after 7?|11|9;13;10|8, 9 and 10 all have factors other than 1 and themselves.',
      'm|What is the only even prime number?|2|0;4;6|Every other even number is divisible by 2.',
      'm|What is the next number in the Fibonacci sequence 1, 1, 2, 3, 5, 8, …?|13|11;12;16|Each number is the sum of the two before it: 5 + 8 = 13.',
      'h|What is the value of 0! (zero factorial)?|1|2;Undefined;Infinity;0|By definition 0! = 1, the number of ways to arrange nothing.',
      'm|What is a number that divides into another without a remainder called?|A factor|A multiple;A product;A quotient|3 is a factor of 12.',
      'm|How many minutes are in a day?|1,440|1,200;2,400;720|24 hours × 60 minutes = 1,440 minutes.',
      'm|How many seconds are in an hour?|3,600|360;6,000;1,440|60 minutes × 60 seconds = 3,600 seconds.',
    ],
    Mathematicians: [
      'm|Which mathematician is famous for the theorem a² + b² = c²?|Pythagoras|Euclid;Archimedes;Fibonacci|The theorem relates the sides of a right-angled triangle.',
    ],
  },
};
