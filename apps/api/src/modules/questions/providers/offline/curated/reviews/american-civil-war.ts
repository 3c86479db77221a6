import type { BankReview } from './review.js';

/**
 * bank-i5's check of bank-i6's american-civil-war bank (ADR 0195); registered in index.ts once both are merged.
 * Each fact was checked against the reviewer's knowledge of the reference article named (Britannica or Wikipedia),
 * with web look-ups for the doubtful points behind the REJECTs.
 */
export const americanCivilWarReview: BankReview = {
  bank: 'american-civil-war',
  writer: 'bank-i6',
  reviewer: 'bank-i5',
  checks: {
    'In which decade was the American Civil War fought?':
      "Checked (Britannica / Wikipedia, 'American Civil War'): the war was fought from April 1861 to spring 1865; the wrong options (The 1840s, The 1880s, The 1900s) are wrong; explanation confirmed.",
    'Roughly how long did the American Civil War last?':
      "Checked (Britannica / Wikipedia, 'American Civil War'): from Fort Sumter (April 1861) to the surrenders of spring 1865, about four years; the wrong options (About one year, About seven years, About ten years) are wrong; explanation confirmed.",
    "What is a state's act of formally leaving the Union called?":
      "Checked (Britannica / Wikipedia, 'Secession in the United States'): secession is a state's formal withdrawal from the Union; the wrong options (Succession, Nullification, Annexation) are wrong; explanation confirmed.",
    'Which state was the first to leave the Union, in December 1860?':
      "Checked (Britannica / Wikipedia, 'South Carolina Declaration of Secession'): South Carolina seceded on 20 December 1860 by 169 votes to 0; the wrong options (Virginia, Georgia, Mississippi) are wrong; explanation confirmed.",
    'What did the breakaway Southern states call their new nation?':
      "Checked (Britannica / Wikipedia, 'Confederate States of America'): the Confederate States of America; its constitution protected slavery; the wrong options (The United Southern States, The Southern Republic of America, The Free States of Dixie) are wrong; explanation confirmed.",
    'How many states joined the Confederacy?':
      "Checked (Britannica / Wikipedia, 'Confederate States of America'): eleven states joined; the flag's 13 stars counted Missouri and Kentucky; the wrong options (Seven, Thirteen, Fifteen) are wrong; explanation confirmed.",
    'What were Northern states that had banned slavery called?':
      "Checked (Britannica / Wikipedia, 'Slave states and free states'): free states banned slavery; in 1860 there were 18 free and 15 slave states; the wrong options (Open states, Liberty states, Clean states) are wrong; explanation confirmed.",
    'Which line was traditionally seen as the border between North and South?':
      "Checked (Britannica / Wikipedia, 'Mason–Dixon line'): the Mason-Dixon line was surveyed 1763-67 to settle the Pennsylvania-Maryland dispute; the wrong options (The Ohio line, The Cumberland line, The Potomac line) are wrong; explanation confirmed.",
    "Who wrote Uncle Tom's Cabin, the 1852 novel that turned many Northerners against slavery?":
      "Checked (Britannica / Wikipedia, 'Uncle Tom's Cabin'): Harriet Beecher Stowe, 1852, about 300,000 US copies in the first year; the wrong options (Louisa May Alcott, Harriet Jacobs, Emily Dickinson) are wrong; explanation confirmed. Options reworded for length (issue 14, len-h): 'Emily Dickinson' → 'Elizabeth Cady Stanton'. Rechecked by len-g: confirmed: Elizabeth Cady Stanton was a women's-rights leader and wrote no such novel; Stowe wrote it.",
    "Which crop did Southern leaders believe was so vital to Britain's mills that Britain would back the South?":
      "Checked (Britannica / Wikipedia, 'King Cotton'): 'King Cotton' diplomacy failed as Britain turned to India and Egypt; the wrong options (Tobacco, Rice, Sugar) are wrong; explanation confirmed.",
    'Which 1857 Supreme Court ruling said Black Americans could not be US citizens?':
      "Checked (Britannica / Wikipedia, 'Dred Scott v. Sandford'): Dred Scott v. Sandford (1857) denied Black citizenship and struck down the ban in the territories; the wrong options (Plessy v. Ferguson, Marbury v. Madison, McCulloch v. Maryland) are wrong; explanation confirmed. Options reworded for length in issue 14 and restored by the lead, so the key is the longest option in about a quarter of the bank's questions at this level (rewording them all made 'never the longest' a cue of its own).",
    'Which chief justice wrote the 1857 ruling that Black Americans could not be citizens?':
      "Checked (Britannica / Wikipedia, 'Roger B. Taney'): Chief Justice Roger B. Taney wrote it and swore in Lincoln in 1861; the wrong options (John Marshall, Salmon P. Chase, John Jay) are wrong; explanation confirmed.",
    'Which abolitionist led a raid on the federal armoury at Harpers Ferry in 1859?':
      "Checked (Britannica / Wikipedia, 'John Brown's raid on Harpers Ferry'): John Brown raided Harpers Ferry in October 1859 and was hanged for treason against Virginia; the wrong options (Nat Turner, Frederick Douglass, William Lloyd Garrison) are wrong; explanation confirmed.",
    'Which US Army officer led the Marines who captured the Harpers Ferry raiders in 1859?':
      "Checked (Britannica / Wikipedia, 'John Brown's raid on Harpers Ferry'): Colonel Robert E. Lee, on leave at Arlington, commanded the Marines who stormed the engine house; the wrong options (Ulysses S. Grant, George B. McClellan, Winfield Scott) are wrong; explanation confirmed.",
    'Which 1854 act let settlers in two new territories vote on whether to allow slavery?':
      "Checked (Britannica / Wikipedia, 'Kansas–Nebraska Act'): the Kansas-Nebraska Act (1854) allowed popular sovereignty; the Republican Party formed in protest; the wrong options (The Missouri Compromise, The Compromise of 1850, The Wilmot Proviso) are wrong; explanation confirmed. Options reworded for length in issue 14 and restored by the lead, so the key is the longest option in about a quarter of the bank's questions at this level (rewording them all made 'never the longest' a cue of its own).",
    'What name was given to the violence between pro- and anti-slavery settlers in a western territory in the 1850s?':
      "Checked (Britannica / Wikipedia, 'Bleeding Kansas'): 'Bleeding Kansas', with about fifty-odd killings; the wrong options (Burning Missouri, Bloody Nebraska, Wild Iowa) are wrong; explanation confirmed.",
    'Which 1820 deal banned slavery north of latitude 36°30′ in the Louisiana Purchase lands?':
      "Checked (Britannica / Wikipedia, 'Missouri Compromise'): the Missouri Compromise (1820) set the 36°30′ line; Maine admitted free; the wrong options (The Compromise of 1850, The Kansas–Nebraska Act, The Northwest Ordinance) are wrong; explanation confirmed. Options reworded for length in issue 14 and restored by the lead, so the key is the longest option in about a quarter of the bank's questions at this level (rewording them all made 'never the longest' a cue of its own).",
    'Which Massachusetts senator was beaten unconscious with a cane on the Senate floor in 1856?':
      "Checked (Britannica / Wikipedia, 'Caning of Charles Sumner'): Charles Sumner was caned by Preston Brooks in May 1856; the wrong options (William H. Seward, Salmon P. Chase, Henry Wilson) are wrong; explanation confirmed.",
    'Which candidate of the Southern Democrats carried most of the Deep South in 1860?':
      "Checked (Britannica / Wikipedia, '1860 United States presidential election'): Breckinridge, the sitting vice president, carried the Deep South in 1860; the wrong options (Stephen A. Douglas, John Bell, Jefferson Davis) are wrong; explanation confirmed.",
    'Which abolitionist published the newspaper The Liberator from 1831?':
      "Checked (Britannica / Wikipedia, 'William Lloyd Garrison'): Garrison published The Liberator from 1831 and burned the Constitution in 1854; the wrong options (Frederick Douglass, Wendell Phillips, Theodore Weld) are wrong; explanation confirmed. Options reworded for length (issue 14, len-e): 'Theodore Weld' → 'Thomas Wentworth Higginson'. Rechecked by len-f: confirmed: Garrison; Higginson did not publish The Liberator.",
    'Which slave state that almost surrounds Washington, D.C., stayed in the Union?':
      "Checked (Britannica / Wikipedia, 'Maryland in the American Civil War'): Maryland borders D.C. on three sides and stayed in the Union; legislators were arrested in 1861; the wrong options (Virginia, North Carolina, Tennessee) are wrong; explanation confirmed.",
    'What were the slave states that stayed in the Union called?':
      "Checked (Britannica / Wikipedia, 'Border states (American Civil War)'): the border states were Delaware, Maryland, Kentucky and Missouri, plus West Virginia from 1863; the wrong options (The buffer states, The middle states, The neutral states) are wrong; explanation confirmed.",
    'Which border state declared itself neutral in 1861, until both sides sent in troops?':
      "Checked (Britannica / Wikipedia, 'Kentucky in the American Civil War'): Kentucky declared neutrality in 1861; Lincoln and Davis were both born there; the wrong options (Missouri, Delaware, Maryland) are wrong; explanation confirmed.",
    'Which state was formed in 1863 from counties that refused to leave the Union with the rest of their state?':
      "Checked (Britannica / Wikipedia, 'West Virginia'): West Virginia was admitted in June 1863; the wrong options (Nevada, Kansas, Oregon) are wrong; explanation confirmed.",
    "Which fort's bombardment in April 1861 started the Civil War?":
      "Checked (Britannica / Wikipedia, 'Battle of Fort Sumter'): Fort Sumter was bombarded on 12-13 April 1861, about 34 hours; Private Daniel Hough died in the salute; the wrong options (Fort McHenry, Fort Monroe, Fort Pickens) are wrong; explanation confirmed.",
    "In which city's harbour did the first shots of the Civil War fall?":
      "Checked (Britannica / Wikipedia, 'Battle of Fort Sumter'): Fort Sumter stands in Charleston harbour; the wrong options (Savannah, Wilmington, Mobile) are wrong; explanation confirmed. Options reworded for length in issue 14 and restored by the lead, so the key is the longest option in about a quarter of the bank's questions at this level (rewording them all made 'never the longest' a cue of its own).",
    'Which Union major surrendered Fort Sumter in April 1861?':
      "Checked (Britannica / Wikipedia, 'Robert Anderson (Union officer)'): Major Robert Anderson surrendered the fort and re-raised the flag in April 1865; the wrong options (Irvin McDowell, Joseph Hooker, Samuel Heintzelman) are wrong; explanation confirmed.",
    'Which Confederate general directed the bombardment of Fort Sumter?':
      "Checked (Britannica / Wikipedia, 'P. G. T. Beauregard'): Beauregard directed the bombardment; Anderson had taught him artillery at West Point; the wrong options (Braxton Bragg, Joseph E. Johnston, James Longstreet) are wrong; explanation confirmed.",
    'Which general rode a grey horse named Traveller?':
      "Checked (Britannica / Wikipedia, 'Traveller (horse)'): Traveller was Lee's grey horse and walked in his funeral procession; the wrong options (Ulysses S. Grant, Stonewall Jackson, Philip Sheridan) are wrong; explanation confirmed.",
    'Which Union general gave his name to the most-produced American tank of the Second World War?':
      "Checked (Britannica / Wikipedia, 'M4 Sherman'): the M4 Sherman, about 50,000 built, named after William T. Sherman; the wrong options (Ulysses S. Grant, Philip Sheridan, George G. Meade) are wrong; explanation confirmed. Options reworded for length (issue 14, len-h): 'Philip Sheridan' → 'Ambrose E. Burnside'. Rechecked by len-g: confirmed: the M4 is the Sherman; no US tank was named after Burnside.",
    'What happened to the value of Confederate paper money as the fighting went on?':
      "Checked (Britannica / Wikipedia, 'Confederate States dollar'): Confederate currency lost almost all its value; prices rose about ninety-fold; the wrong options (It rose steadily, It stayed stable, It was swapped for US dollars at par) are wrong; explanation confirmed.",
    'Who was president of the Confederacy?':
      "Checked (Britannica / Wikipedia, 'Jefferson Davis'): Jefferson Davis, former US secretary of war; the wrong options (Alexander H. Stephens, Judah P. Benjamin, John C. Calhoun) are wrong; explanation confirmed.",
    'Who was vice president of the Confederacy?':
      "Checked (Britannica / Wikipedia, 'Alexander H. Stephens'): Alexander H. Stephens; the Cornerstone Speech of March 1861; the wrong options (Judah P. Benjamin, John C. Breckinridge, Robert Toombs) are wrong; explanation confirmed.",
    'Which city became the Confederate capital in May 1861?':
      "Checked (Britannica / Wikipedia, 'Richmond in the American Civil War'): Richmond became the capital in May 1861; the Tredegar Iron Works; the wrong options (Atlanta, Charleston, Nashville) are wrong; explanation confirmed.",
    'Which Alabama city was the first Confederate capital?':
      "Checked (Britannica / Wikipedia, 'Montgomery, Alabama: First White House of the Confederacy'): Montgomery was the first capital; the First White House of the Confederacy stands there; the wrong options (Mobile, Birmingham, Huntsville) are wrong; explanation confirmed.",
    'Who commanded the Confederate Army of Northern Virginia from 1862?':
      "Checked (Britannica / Wikipedia, 'Army of Northern Virginia'): Lee took command on 1 June 1862 after Joseph E. Johnston was wounded; the wrong options (Stonewall Jackson, J. E. B. Stuart, James Longstreet) are wrong; explanation confirmed.",
    'Which Union general accepted the surrender of the main Confederate army in April 1865?':
      "Checked (Britannica / Wikipedia, 'Battle of Appomattox Court House'): Grant accepted Lee's surrender and let the men keep their horses; the wrong options (William T. Sherman, George G. Meade, Philip Sheridan) are wrong; explanation confirmed.",
    'What terms did Grant demand from the Confederate garrison of Fort Donelson in 1862?':
      "Checked (Britannica / Wikipedia, 'Battle of Fort Donelson'): 'No terms except an unconditional and immediate surrender'; 'Unconditional Surrender' Grant; the wrong options (Honourable terms, A ceasefire, An exchange of prisoners) are wrong; explanation confirmed.",
    'Which Union general led the March to the Sea in 1864?':
      "Checked (Britannica / Wikipedia, 'Sherman's March to the Sea'): Sherman led the March to the Sea in November-December 1864; the wrong options (Philip Sheridan, George H. Thomas, George B. McClellan) are wrong; explanation confirmed.",
    'At which battle did Thomas J. Jackson earn the nickname Stonewall?':
      "Checked (Britannica / Wikipedia, 'First Battle of Bull Run'): Jackson earned 'Stonewall' at First Bull Run from General Bee; the wrong options (Antietam, Fredericksburg, Shiloh) are wrong; explanation confirmed. Options reworded for length in issue 14 and restored by the lead, so the key is the longest option in about a quarter of the bank's questions at this level (rewording them all made 'never the longest' a cue of its own).",
    'Which Confederate general was accidentally shot by his own men in May 1863 and died eight days later?':
      "Checked (Britannica / Wikipedia, 'Stonewall Jackson'): Jackson was shot by his own men on 2 May 1863 and died on 10 May; the wrong options (J. E. B. Stuart, Albert Sidney Johnston, Leonidas Polk) are wrong; explanation confirmed.",
    "Which Confederate general's 1862 campaign in the Shenandoah Valley tied down Union forces several times his size?":
      "Checked (Britannica / Wikipedia, 'Jackson's Valley campaign'): Jackson's 1862 Valley campaign; his 'foot cavalry'; the wrong options (Jubal Early, Richard Ewell, Turner Ashby) are wrong; explanation confirmed.",
    'Which general built up the Union Army of the Potomac in 1861–62 but was sacked for being too cautious?':
      "Checked (Britannica / Wikipedia, 'George B. McClellan'): McClellan built the Army of the Potomac and was removed for caution; Lincoln's 'borrow it' remark; the wrong options (Ambrose Burnside, Joseph Hooker, George G. Meade) are wrong; explanation confirmed. Options reworded for length in issue 14 and restored by the lead, so the key is the longest option in about a quarter of the bank's questions at this level (rewording them all made 'never the longest' a cue of its own).",
    'Who was the Democratic candidate for president in 1864?':
      "Checked (Britannica / Wikipedia, '1864 United States presidential election'): McClellan ran in 1864 and won 21 electoral votes to Lincoln's 212; the wrong options (Horatio Seymour, Clement Vallandigham, Samuel J. Tilden) are wrong; explanation confirmed.",
    'Which Union general had taken command only three days before the Battle of Gettysburg?':
      "Checked (Britannica / Wikipedia, 'George Meade'): Meade took command on 28 June 1863; the wrong options (Joseph Hooker, Ambrose Burnside, John Pope) are wrong; explanation confirmed.",
    'Which Union general was beaten at Chancellorsville despite having about twice as many men?':
      "Checked (Britannica / Wikipedia, 'Joseph Hooker'): Hooker lost Chancellorsville with about twice Lee's numbers; the wrong options (Ambrose Burnside, John Pope, George B. McClellan) are wrong; explanation confirmed.",
    'Which Union general lost the Second Battle of Bull Run in August 1862?':
      "Checked (Britannica / Wikipedia, 'John Pope (military officer)'): Pope lost Second Bull Run; 'headquarters in the saddle'; the wrong options (Irvin McDowell, Nathaniel Banks, Franz Sigel) are wrong; explanation confirmed.",
    'Which Union general lost the first major battle of the Civil War, in July 1861?':
      "Checked (Britannica / Wikipedia, 'Irvin McDowell'): McDowell lost First Bull Run; spectators from Washington fled with the army; the wrong options (John Pope, Winfield Scott, Robert Anderson) are wrong; explanation confirmed.",
    'Which elderly general-in-chief proposed the Union strategy of blockading the South and seizing the Mississippi?':
      "Checked (Britannica / Wikipedia, 'Winfield Scott'): Winfield Scott proposed the Anaconda Plan; the wrong options (Henry Halleck, John E. Wool, Zachary Taylor) are wrong; explanation confirmed. Options reworded for length in issue 14 and restored by the lead, so the key is the longest option in about a quarter of the bank's questions at this level (rewording them all made 'never the longest' a cue of its own).",
    "What was the Union's plan to squeeze the South with a naval blockade and control of the Mississippi called?":
      "Checked (Britannica / Wikipedia, 'Anaconda Plan'): the Anaconda Plan; the wrong options (The Python Plan, The Iron Ring Plan, The Pincer Plan) are wrong; explanation confirmed.",
    'Which Union cavalry general laid waste to the Shenandoah Valley in the autumn of 1864?':
      "Checked (Britannica / Wikipedia, 'Valley campaigns of 1864'): Sheridan burned the Shenandoah Valley in autumn 1864; the crow remark is his; the wrong options (George Custer, George Stoneman, Judson Kilpatrick) are wrong; explanation confirmed.",
    'Which Union general became known as the Rock of Chickamauga?':
      "Checked (Britannica / Wikipedia, 'George Henry Thomas'): George H. Thomas, the Rock of Chickamauga, a Virginian loyal to the Union; the wrong options (William Rosecrans, Don Carlos Buell, Ambrose Burnside) are wrong; explanation confirmed.",
    'Which Confederate cavalry leader, known for his plumed hat, was mortally wounded at Yellow Tavern in 1864?':
      "Checked (Britannica / Wikipedia, 'J. E. B. Stuart'): J. E. B. Stuart was mortally wounded at Yellow Tavern in May 1864; he rode round McClellan's army twice in 1862; the wrong options (Nathan Bedford Forrest, Wade Hampton, John Hunt Morgan) are wrong; explanation confirmed.",
    'Which Confederate cavalry general became the first leader of the Ku Klux Klan?':
      "Checked (Britannica / Wikipedia, 'Nathan Bedford Forrest'): Forrest was the first Grand Wizard; the Fort Pillow massacre, 1864; the wrong options (J. E. B. Stuart, John Hunt Morgan, Wade Hampton) are wrong; explanation confirmed.",
    'Which Confederate corps commander, called the Old War Horse, later became a Republican?':
      "Checked (Britannica / Wikipedia, 'James Longstreet'): Longstreet, 'Old War Horse', became a Republican and was blamed for Gettysburg; the wrong options (Richard Ewell, A. P. Hill, Jubal Early) are wrong; explanation confirmed. Options reworded for length in issue 14 and restored by the lead, so the key is the longest option in about a quarter of the bank's questions at this level (rewording them all made 'never the longest' a cue of its own).",
    'Which Confederate general was killed at Shiloh, the highest-ranking officer to die in the Civil War?':
      "Checked (Britannica / Wikipedia, 'Albert Sidney Johnston'): Albert Sidney Johnston bled to death at Shiloh, the highest-ranking officer killed; the wrong options (Leonidas Polk, Braxton Bragg, P. G. T. Beauregard) are wrong; explanation confirmed.",
    'Which Confederate general, an Episcopal bishop, was killed by a cannon shot in Georgia in 1864?':
      "Checked (Britannica / Wikipedia, 'Leonidas Polk'): Bishop Leonidas Polk was killed at Pine Mountain, Georgia, in June 1864; a founder of Sewanee; the wrong options (Braxton Bragg, William J. Hardee, John Bell Hood) are wrong; explanation confirmed.",
    'Which Confederate general wrecked his army in attacks at Franklin and Nashville in late 1864?':
      "Checked (Britannica / Wikipedia, 'John Bell Hood'): Hood lost the use of an arm at Gettysburg and a leg at Chickamauga; Franklin and Nashville; the wrong options (Joseph E. Johnston, Braxton Bragg, William J. Hardee) are wrong; explanation confirmed.",
    "Who was Lincoln's secretary of war from 1862?":
      "Checked (Britannica / Wikipedia, 'Edwin Stanton'): Stanton was secretary of war from January 1862; 'Now he belongs to the ages'; the wrong options (Simon Cameron, Gideon Welles, Montgomery Blair) are wrong; explanation confirmed.",
    "Who was Lincoln's secretary of state throughout the Civil War?":
      "Checked (Britannica / Wikipedia, 'William H. Seward'): Seward was secretary of state 1861-69 and the 1860 favourite; the wrong options (Salmon P. Chase, Edwin M. Stanton, Gideon Welles) are wrong; explanation confirmed. Options reworded for length in issue 14 and restored by the lead, so the key is the longest option in about a quarter of the bank's questions at this level (rewording them all made 'never the longest' a cue of its own).",
    "Who was Lincoln's secretary of the navy?":
      "Checked (Britannica / Wikipedia, 'Gideon Welles'): Gideon Welles was secretary of the navy; his diary; the wrong options (Edwin M. Stanton, Montgomery Blair, Caleb B. Smith) are wrong; explanation confirmed.",
    'Which Confederate cabinet member, the first Jewish cabinet officer in North America, was called the brains of the Confederacy?':
      "Checked (Britannica / Wikipedia, 'Judah P. Benjamin'): Judah P. Benjamin, 'brains of the Confederacy', became a barrister in England; the wrong options (Alexander H. Stephens, Robert Toombs, Stephen Mallory) are wrong; explanation confirmed.",
    'Which general turned down a senior Union command in 1861 to side with his home state?':
      "Checked (Britannica / Wikipedia, 'Robert E. Lee'): Lee declined Scott's offer in April 1861 and resigned after Virginia seceded; the wrong options (Ulysses S. Grant, George H. Thomas, Winfield Scott) are wrong; explanation confirmed.",
    'Which Confederate guerrilla leader sacked Lawrence, Kansas, in 1863?':
      "Checked (Britannica / Wikipedia, 'Lawrence massacre'): Quantrill's raid on Lawrence, August 1863; Frank James rode with him; the wrong options (John S. Mosby, John Hunt Morgan, Nathan Bedford Forrest) are wrong; explanation confirmed.",
    'Which Confederate ranger was nicknamed the Gray Ghost?':
      "Checked (Britannica / Wikipedia, 'John S. Mosby'): John S. Mosby, the Gray Ghost; 'Mosby's Confederacy'; the wrong options (Turner Ashby, John Hunt Morgan, William Quantrill) are wrong; explanation confirmed.",
    'In which state was the Battle of Gettysburg fought?':
      "Checked (Britannica / Wikipedia, 'Battle of Gettysburg'): Gettysburg, Pennsylvania; the wrong options (Virginia, Maryland, Ohio) are wrong; explanation confirmed.",
    'How many days did the Battle of Gettysburg last?':
      "Checked (Britannica / Wikipedia, 'Battle of Gettysburg'): 1-3 July 1863, three days; the wrong options (One, Five, Seven) are wrong; explanation confirmed.",
    'After which general is the failed Confederate assault on the last day of Gettysburg named?':
      "Checked (Britannica / Wikipedia, 'Pickett's Charge'): Pickett's Charge, about 12,500 men, roughly half of them casualties; the wrong options (James Longstreet, Jubal Early, A. P. Hill) are wrong; explanation confirmed.",
    "Which colonel led the 20th Maine's bayonet charge on Little Round Top at Gettysburg?":
      "Checked (Britannica / Wikipedia, 'Joshua Chamberlain'): Colonel Joshua Chamberlain, 20th Maine, a Bowdoin professor; the wrong options (John Buford, Winfield Scott Hancock, Abner Doubleday) are wrong; explanation confirmed.",
    'Which Union cavalry general held the high ground west of Gettysburg on the first morning?':
      "Checked (Britannica / Wikipedia, 'John Buford'): John Buford's cavalry held McPherson Ridge on 1 July; the wrong options (Joshua Chamberlain, George Custer, Alfred Pleasonton) are wrong; explanation confirmed.",
    'Which river did the Union aim to control in order to split the Confederacy in two?':
      "Checked (Britannica / Wikipedia, 'Mississippi River campaigns'): the Mississippi; its control cut off Texas, Arkansas and Louisiana; the wrong options (The Missouri, The Ohio, The Potomac) are wrong; explanation confirmed.",
    'What was the bloodiest single day in American history, on 17 September 1862?':
      "Checked (Britannica / Wikipedia, 'Battle of Antietam'): Antietam, 17 September 1862, about 23,000 casualties; the wrong options (The Battle of Shiloh, The Battle of Fredericksburg, The Battle of Chickamauga) are wrong; explanation confirmed.",
    'What did the Confederates call the battle that the Union named Antietam?':
      "Checked (Britannica / Wikipedia, 'Battle of Antietam'): the Confederates named it Sharpsburg; the wrong options (Manassas, Murfreesboro, Pittsburg Landing) are wrong; explanation confirmed.",
    'Which battle of April 1862 in Tennessee shocked both sides with its losses?':
      "Checked (Britannica / Wikipedia, 'Battle of Shiloh'): Shiloh, April 1862; Shiloh Church, Hebrew 'place of peace'; the wrong options (Stones River, Chickamauga, Perryville) are wrong; explanation confirmed.",
    "Which battle of May 1863 is often called Lee's greatest victory?":
      "Checked (Britannica / Wikipedia, 'Battle of Chancellorsville'): Chancellorsville, May 1863; Jackson's flank march; the wrong options (Fredericksburg, Second Bull Run, Cold Harbor) are wrong; explanation confirmed. Options reworded for length in issue 14 and restored by the lead, so the key is the longest option in about a quarter of the bank's questions at this level (rewording them all made 'never the longest' a cue of its own).",
    "Which battle of December 1862 saw waves of Union troops cut down attacking Marye's Heights?":
      "Checked (Britannica / Wikipedia, 'Battle of Fredericksburg'): Fredericksburg, December 1862; the aurora seen after the battle; the wrong options (Chancellorsville, Cold Harbor, Spotsylvania) are wrong; explanation confirmed.",
    'Which battle of September 1863 in Georgia was the biggest Union defeat in the West?':
      "Checked (Britannica / Wikipedia, 'Battle of Chickamauga'): Chickamauga, September 1863; the wrong options (Stones River, Perryville, Kennesaw Mountain) are wrong; explanation confirmed.",
    'Which ridge did Union troops storm without orders in November 1863, breaking the siege of Chattanooga?':
      "Checked (Britannica / Wikipedia, 'Battle of Missionary Ridge'): Missionary Ridge, 25 November 1863, stormed without orders; the wrong options (Lookout Mountain, Kennesaw Mountain, Seminary Ridge) are wrong; explanation confirmed.",
    'What was the 1864 drive by Grant against Lee, from the Wilderness towards Richmond, called?':
      "Checked (Britannica / Wikipedia, 'Overland Campaign'): the Overland Campaign, May-June 1864; the wrong options (The Peninsula Campaign, The Valley Campaign, The Maryland Campaign) are wrong; explanation confirmed.",
    'Which battle of June 1864 saw thousands of Union soldiers fall in a frontal assault that Grant later regretted?':
      "Checked (Britannica / Wikipedia, 'Battle of Cold Harbor'): Cold Harbor, 3 June 1864; Grant's memoirs regret the assault; the wrong options (Spotsylvania, The Wilderness, North Anna) are wrong; explanation confirmed.",
    'Which Virginia city did Union armies besiege for more than nine months in 1864–65?':
      "Checked (Britannica / Wikipedia, 'Siege of Petersburg'): the siege of Petersburg, June 1864 to April 1865; the wrong options (Fredericksburg, Lynchburg, Norfolk) are wrong; explanation confirmed.",
    'What was the failed Union attack after a huge mine exploded under Confederate lines at Petersburg in July 1864 called?':
      "Checked (Britannica / Wikipedia, 'Battle of the Crater'): the Battle of the Crater, 30 July 1864; the 48th Pennsylvania miners dug a 511-foot shaft; the wrong options (The Battle of the Pit, The Battle of the Mine, The Battle of the Trench) are wrong; explanation confirmed.",
    "What was McClellan's 1862 advance on Richmond from the coast between the York and James rivers called?":
      "Checked (Britannica / Wikipedia, 'Peninsula campaign'): the Peninsula campaign of 1862; the wrong options (The Overland Campaign, The Valley Campaign, The Maryland Campaign) are wrong; explanation confirmed.",
    'What were the battles that drove the Union army back from Richmond in the summer of 1862 called?':
      "Checked (Britannica / Wikipedia, 'Seven Days Battles'): the Seven Days Battles, 25 June - 1 July 1862, Lee's first in command; the wrong options (The Three Days Battles, The Ten Days Battles, The Five Days Battles) are wrong; explanation confirmed.",
    'Which Georgia city fell to Union troops in September 1864, helping Lincoln win re-election?':
      "Checked (Britannica / Wikipedia, 'Atlanta campaign'): Atlanta fell on 2 September 1864; the wrong options (Augusta, Macon, Columbus) are wrong; explanation confirmed.",
    'Which port city was offered to the president as a Christmas present in a telegram of December 1864?':
      "Checked (Britannica / Wikipedia, 'Sherman's March to the Sea'): Sherman's telegram offering Savannah as a Christmas present, with 150 heavy guns; the wrong options (Charleston, Wilmington, Mobile) are wrong; explanation confirmed.",
    'Which 1864 battle in Tennessee saw six Confederate generals killed in a single frontal attack?':
      "Checked (Britannica / Wikipedia, 'Battle of Franklin (1864)'): Franklin, 30 November 1864, six Confederate generals killed; four of the bodies were laid on Carnton's back porch, so the explanation holds in substance; the wrong options (Nashville, Murfreesboro, Knoxville) are wrong; explanation confirmed.",
    'Which Confederate general surrendered to Sherman near Durham, North Carolina, in April 1865?':
      "Checked (Britannica / Wikipedia, 'Bennett Place'): Joseph E. Johnston surrendered at Bennett Place, about 89,000 troops; the wrong options (P. G. T. Beauregard, Braxton Bragg, Edmund Kirby Smith) are wrong; explanation confirmed.",
    'What was the last significant land battle of the Civil War, fought in Texas in May 1865?':
      "Checked (Britannica / Wikipedia, 'Battle of Palmito Ranch'): Palmito Ranch, 12-13 May 1865, a Confederate victory; the wrong options (Glorieta Pass, Pea Ridge, Sabine Pass) are wrong; explanation confirmed.",
    'Which 1862 battle in New Mexico Territory ended Confederate hopes of conquering the far West?':
      "Checked (Britannica / Wikipedia, 'Battle of Glorieta Pass'): Glorieta Pass, March 1862; the supply train was destroyed; the wrong options (Pea Ridge, Wilson's Creek, Sabine Pass) are wrong; explanation confirmed.",
    "Which city, the South's largest, did Admiral Farragut capture in April 1862?":
      "Checked (Britannica / Wikipedia, 'Capture of New Orleans'): Farragut took New Orleans in April 1862; the wrong options (Mobile, Charleston, Savannah) are wrong; explanation confirmed. Options reworded for length in issue 14 and restored by the lead, so the key is the longest option in about a quarter of the bank's questions at this level (rewording them all made 'never the longest' a cue of its own).",
    "Which Union admiral is remembered for 'Damn the torpedoes!' at Mobile Bay in 1864?":
      "Checked (Britannica / Wikipedia, 'Battle of Mobile Bay'): Farragut at Mobile Bay, August 1864; torpedoes meant mines; the wrong options (David Dixon Porter, Andrew Foote, Samuel Du Pont) are wrong; explanation confirmed.",
    'What was the soft, flat-topped military cap worn by many Civil War soldiers called?':
      "Checked (Britannica / Wikipedia, 'Kepi'): the kepi, modelled on the French; the wrong options (The beret, The busby, The fez) are wrong; explanation confirmed.",
    "What was the Union's main army in the East called?":
      "Checked (Britannica / Wikipedia, 'Army of the Potomac'): the Army of the Potomac; the wrong options (The Army of the Tennessee, The Army of the Cumberland, The Army of the Ohio) are wrong; explanation confirmed.",
    'What colour were Union army uniforms?':
      "Checked (Britannica / Wikipedia, 'Uniforms of the Union Army'): Union uniforms were blue; the wrong options (Grey, Green, Red) are wrong; explanation confirmed.",
    'What nickname was given to the ordinary Confederate soldier?':
      "Checked (Britannica / Wikipedia, 'Johnny Reb'): Johnny Reb; Billy Yank; the wrong options (Billy Yank, Tommy Atkins, Uncle Sam) are wrong; explanation confirmed.",
    'What did Southerners call Northern soldiers?':
      "Checked (Britannica / Wikipedia, 'Yankee'): Southerners called Northern soldiers Yankees; the wrong options (Rebels, Redcoats, Doughboys) are wrong; explanation confirmed.",
    "What was the Confederates' famous high-pitched battle cry called?":
      "Checked (Britannica / Wikipedia, 'Rebel yell'): the Rebel yell; veterans were recorded in the 20th century; the wrong options (The Dixie shout, The Southern howl, The war whoop) are wrong; explanation confirmed.",
    'Which song became the unofficial anthem of the Confederacy?':
      "Checked (Britannica / Wikipedia, 'Dixie (song)'): 'Dixie', by the Ohioan Daniel Decatur Emmett; the wrong options (The Battle Hymn of the Republic, Yankee Doodle, Home on the Range) are wrong; explanation confirmed.",
    'Who wrote the words of The Battle Hymn of the Republic?':
      "Checked (Britannica / Wikipedia, 'The Battle Hymn of the Republic'): Julia Ward Howe wrote it at the Willard Hotel in November 1861; the wrong options (Harriet Beecher Stowe, Louisa May Alcott, Emily Dickinson) are wrong; explanation confirmed.",
    'To which older tune is The Battle Hymn of the Republic sung?':
      "Checked (Britannica / Wikipedia, 'John Brown's Body'): sung to 'John Brown's Body'; the wrong options (Yankee Doodle, When Johnny Comes Marching Home, The Star-Spangled Banner) are wrong; explanation confirmed.",
    'Which bugle call, written in 1862, is played at US military funerals?':
      "Checked (Britannica / Wikipedia, 'Taps'): Taps, Butterfield and bugler Oliver Norton, 1862; the wrong options (Reveille, The Last Post, Retreat) are wrong; explanation confirmed.",
    'What were the hard, dry biscuits that soldiers lived on called?':
      "Checked (Britannica / Wikipedia, 'Hardtack'): hardtack; the wrong options (Johnnycake, Cornpone, Flapjack) are wrong; explanation confirmed.",
    'Which technology let the president read battle reports within hours at the War Department?':
      "Checked (Britannica / Wikipedia, 'Military telegraph in the American Civil War'): Lincoln read telegrams at the War Department telegraph office; the wrong options (The telephone, The radio, The typewriter) are wrong; explanation confirmed.",
    'What name was given to the hollow-based conical bullet fired by most Civil War rifles?':
      "Checked (Britannica / Wikipedia, 'Minié ball'): the Minié ball, after Claude-Étienne Minié; the wrong options (The musket ball, The buckshot, The grapeshot) are wrong; explanation confirmed.",
    'Which hand-cranked multi-barrelled gun was patented in 1862?':
      "Checked (Britannica / Wikipedia, 'Gatling gun'): Richard Gatling, born in North Carolina, patented it in 1862; the wrong options (The Maxim gun, The Lewis gun, The Bren gun) are wrong; explanation confirmed.",
    'Which repeating rifle, with a seven-shot tube magazine in the butt, was prized by Union cavalry?':
      "Checked (Britannica / Wikipedia, 'Spencer repeating rifle'): the Spencer rifle with its seven-round butt magazine; Lincoln test-fired one in 1863; the wrong options (The Sharps rifle, The Springfield rifle, The Enfield rifle) are wrong; explanation confirmed.",
    'What kind of weapon was a Napoleon in the Civil War?':
      "Checked (Britannica / Wikipedia, 'M1857 12-pounder Napoleon'): the Model 1857 12-pounder 'Napoleon', a smoothbore gun-howitzer; the wrong options (A repeating rifle, A cavalry sword, A pocket pistol) are wrong; explanation confirmed. Options reworded for length in issue 14 and restored by the lead, so the key is the longest option in about a quarter of the bank's questions at this level (rewording them all made 'never the longest' a cue of its own).",
    'Roughly how many soldiers died in the Civil War, by the traditional estimate?':
      "Checked (Britannica / Wikipedia, 'American Civil War casualties'): about 620,000 traditionally; Hacker (2011) estimates about 750,000; the wrong options (About 62,000, About 120,000, About 6 million) are wrong; explanation confirmed.",
    "About what share of Civil War soldiers' deaths were caused by disease?":
      "Checked (Britannica / Wikipedia, 'American Civil War: disease'): about two-thirds of deaths were from disease; the wrong options (About a tenth, About a quarter, About nine-tenths) are wrong; explanation confirmed.",
    'What kind of warships were the Monitor and the Virginia?':
      "Checked (Britannica / Wikipedia, 'Ironclad warship'): both were ironclads; the wrong options (Clippers, Frigates, Galleons) are wrong; explanation confirmed.",
    'Which two warships fought the first battle between ironclads, in March 1862?':
      "Checked (Britannica / Wikipedia, 'Battle of Hampton Roads'): the Monitor and the Virginia fought at Hampton Roads on 9 March 1862; the wrong options (USS Kearsarge and CSS Alabama, USS Hartford and CSS Tennessee, USS Cairo and CSS Arkansas) are wrong; explanation confirmed.",
    'In which Virginia roadstead did the first battle between ironclads take place?':
      "Checked (Britannica / Wikipedia, 'Battle of Hampton Roads'): Hampton Roads; the Virginia sank Cumberland and Congress the day before; the wrong options (Mobile Bay, Charleston Harbor, Cape Fear) are wrong; explanation confirmed.",
    'On the hull of which burned Union frigate was the Confederate ironclad CSS Virginia built?':
      "Checked (Britannica / Wikipedia, 'CSS Virginia'): the Virginia was built on the hull of the burned USS Merrimack; the wrong options (USS Constitution, USS Chesapeake, USS Constellation) are wrong; explanation confirmed.",
    'Which Confederate submarine was the first to sink an enemy warship, in 1864?':
      "Checked (Britannica / Wikipedia, 'H. L. Hunley (submarine)'): the H. L. Hunley sank USS Housatonic in February 1864 and was raised in 2000; the wrong options (Alligator, Pioneer, Intelligent Whale) are wrong; explanation confirmed.",
    'Which Confederate raider was sunk by the USS Kearsarge off Cherbourg in June 1864?':
      "Checked (Britannica / Wikipedia, 'Battle of Cherbourg (1864)'): USS Kearsarge sank CSS Alabama off Cherbourg, painted by Manet; the wrong options (CSS Shenandoah, CSS Florida, CSS Sumter) are wrong; explanation confirmed.",
    'Which Confederate raider fired some of the last shots of the Civil War and surrendered in Liverpool in November 1865?':
      "Checked (Britannica / Wikipedia, 'CSS Shenandoah'): CSS Shenandoah surrendered at Liverpool in November 1865 after circling the globe; the wrong options (CSS Alabama, CSS Florida, CSS Sumter) are wrong; explanation confirmed.",
    'What were the fast ships that slipped past Union warships to trade with the South called?':
      "Checked (Britannica / Wikipedia, 'Blockade runners of the American Civil War'): blockade runners, many British-built, based at Nassau and Bermuda; the wrong options (Privateers, Clippers, Raiders) are wrong; explanation confirmed. Options reworded for length (issue 14, len-e): 'Privateers' → 'Confederate privateers'. Rechecked by len-f: confirmed: blockade runners; privateers captured merchant ships.",
    'Which earlier conflict had many Civil War generals fought in as young officers?':
      "Checked (Britannica / Wikipedia, 'Mexican–American War'): the Mexican-American War of 1846-48; the wrong options (The War of 1812, The Spanish–American War, The Seminole Wars) are wrong; explanation confirmed. Options reworded for length (issue 14, len-e): 'The Seminole Wars' → 'The French and Indian War'. Rechecked by len-f: confirmed: the Mexican–American War; the French and Indian War ended in 1763 (and the replaced Seminole Wars option was indeed arguable).",
    'Which nurse, later founder of the American Red Cross, tended wounded on Civil War battlefields?':
      "Checked (Britannica / Wikipedia, 'Clara Barton'): Clara Barton, 'Angel of the Battlefield', founded the American Red Cross; the wrong options (Dorothea Dix, Louisa May Alcott, Mary Edwards Walker) are wrong; explanation confirmed.",
    'Who was appointed superintendent of women nurses for the Union army in 1861?':
      "Checked (Britannica / Wikipedia, 'Dorothea Dix'): Dorothea Dix was superintendent of army nurses from 1861; the wrong options (Clara Barton, Mary Ann Bickerdyke, Elizabeth Blackwell) are wrong; explanation confirmed.",
    'As of 2024, which Union army surgeon was the only woman ever awarded the Medal of Honor?':
      "Checked (Britannica / Wikipedia, 'Mary Edwards Walker'): Mary Edwards Walker; medal rescinded 1917, restored 1977; still the only woman as of 2024; the wrong options (Dorothea Dix, Clara Barton, Elizabeth Blackwell) are wrong; explanation confirmed.",
    'Which US military decoration was created during the Civil War?':
      "Checked (Britannica / Wikipedia, 'Medal of Honor'): the Medal of Honor; the navy medal was authorised in December 1861; the wrong options (The Purple Heart, The Bronze Star, The Silver Star) are wrong; explanation confirmed. Options reworded for length in issue 14 and restored by the lead, so the key is the longest option in about a quarter of the bank's questions at this level (rewording them all made 'never the longest' a cue of its own).",
    "Which Black regiment's attack on Fort Wagner in 1863 is shown in the film Glory?":
      "Checked (Britannica / Wikipedia, '54th Massachusetts Infantry Regiment'): the 54th Massachusetts at Fort Wagner, July 1863; Sergeant Carney; the wrong options (The 1st South Carolina, The 55th Massachusetts, The 1st Kansas Colored) are wrong; explanation confirmed. Options reworded for length in issue 14 and restored by the lead, so the key is the longest option in about a quarter of the bank's questions at this level (rewording them all made 'never the longest' a cue of its own).",
    'Which colonel led the 54th Massachusetts and died at Fort Wagner?':
      "Checked (Britannica / Wikipedia, 'Robert Gould Shaw'): Colonel Robert Gould Shaw was buried with his men; the wrong options (Thomas Wentworth Higginson, Joshua Chamberlain, Strong Vincent) are wrong; explanation confirmed.",
    'About how many Black soldiers served in the Union army?':
      "Checked (Britannica / Wikipedia, 'United States Colored Troops'): about 180,000 Black soldiers, around a tenth of the army; the wrong options (About 18,000, About 60,000, About 1,000,000) are wrong; explanation confirmed.",
    'What was the notorious Confederate prison camp in Georgia where about 13,000 Union prisoners died?':
      "Checked (Britannica / Wikipedia, 'Andersonville Prison'): Andersonville (Camp Sumter), about 13,000 deaths; the wrong options (Libby Prison, Elmira, Camp Douglas) are wrong; explanation confirmed. Options reworded for length in issue 14 and restored by the lead, so the key is the longest option in about a quarter of the bank's questions at this level (rewording them all made 'never the longest' a cue of its own).",
    'Which commandant of the Andersonville camp was hanged for war crimes in November 1865?':
      "Checked (Britannica / Wikipedia, 'Henry Wirz'): Henry Wirz was hanged on 10 November 1865; the wrong options (John S. Mosby, William Quantrill, Champ Ferguson) are wrong; explanation confirmed.",
    "Which photographer's studio made the best-known images of Civil War battlefields and their dead?":
      "Checked (Britannica / Wikipedia, 'Mathew Brady'): Mathew Brady's studio, with Gardner and O'Sullivan; the wrong options (Ansel Adams, Dorothea Lange, Alfred Stieglitz) are wrong; explanation confirmed.",
    'What was the network of secret routes that helped enslaved people escape to freedom called?':
      "Checked (Britannica / Wikipedia, 'Underground Railroad'): the Underground Railroad and its railway vocabulary; the wrong options (The Freedom Trail, The Liberty Road, The North Star Line) are wrong; explanation confirmed. Options reworded for length (issue 14, len-h): 'The Liberty Road' → 'The Great Northern Railway'. Rechecked by len-g: confirmed: the Great Northern Railway was a real, public railway (Britain 1846, Hill's US line 1889), not the secret escape network.",
    'Which woman, famous for guiding enslaved people to freedom, served the Union army as a scout and spy?':
      "Checked (Britannica / Wikipedia, 'Harriet Tubman'): Harriet Tubman; the Combahee River Raid freed more than 700; the wrong options (Sojourner Truth, Harriet Jacobs, Phillis Wheatley) are wrong; explanation confirmed.",
    'Which formerly enslaved writer and speaker urged Lincoln to let Black men fight?':
      "Checked (Britannica / Wikipedia, 'Frederick Douglass'): Frederick Douglass; his sons served in the 54th Massachusetts; the wrong options (Booker T. Washington, W. E. B. Du Bois, Nat Turner) are wrong; explanation confirmed.",
    'Which enslaved people did the Emancipation Proclamation leave out?':
      "Checked (Britannica / Wikipedia, 'Emancipation Proclamation'): the proclamation exempted the loyal border states; the wrong options (Those in Georgia and Alabama, Those in Texas, Those under the age of 21) are wrong; explanation confirmed. Options reworded for length in issue 14 and restored by the lead, so the key is the longest option in about a quarter of the bank's questions at this level (rewording them all made 'never the longest' a cue of its own).",
    'Besides declaring people free, what did the Emancipation Proclamation allow Black men to do?':
      "Checked (Britannica / Wikipedia, 'Emancipation Proclamation'): it provided for Black men to be received into the armed service; the wrong options (Vote in federal elections, Claim land in the West, Serve on federal juries) are wrong; explanation confirmed. Options reworded for length in issue 14 and restored by the lead, so the key is the longest option in about a quarter of the bank's questions at this level (rewording them all made 'never the longest' a cue of its own).",
    'Which battle gave Lincoln the victory he wanted before announcing emancipation in September 1862?':
      "Checked (Britannica / Wikipedia, 'Emancipation Proclamation'): Antietam preceded the preliminary proclamation of 22 September 1862; the wrong options (Gettysburg, Shiloh, Fredericksburg) are wrong; explanation confirmed.",
    'What name did Union officers first give to enslaved people who escaped to their lines?':
      "Checked (Britannica / Wikipedia, 'Contraband (American Civil War)'): Butler declared escapees 'contraband of war' at Fort Monroe in 1861; the wrong options (Deserters, Hostages, Captives) are wrong; explanation confirmed. Options reworded for length in issue 14 and restored by the lead, so the key is the longest option in about a quarter of the bank's questions at this level (rewording them all made 'never the longest' a cue of its own).",
    'Which amendment to the US Constitution abolished slavery?':
      "Checked (Britannica / Wikipedia, 'Thirteenth Amendment to the United States Constitution'): the Thirteenth Amendment, ratified December 1865; the wrong options (The Twelfth, The Fourteenth, The Fifteenth) are wrong; explanation confirmed.",
    'Which amendment made everyone born in the United States a citizen?':
      "Checked (Britannica / Wikipedia, 'Fourteenth Amendment to the United States Constitution'): the Fourteenth Amendment's citizenship and equal protection clauses; the wrong options (The Thirteenth, The Fifteenth, The Sixteenth) are wrong; explanation confirmed. Options reworded for length in issue 14 and restored by the lead, so the key is the longest option in about a quarter of the bank's questions at this level (rewording them all made 'never the longest' a cue of its own).",
    'Which amendment said the right to vote could not be denied because of race?':
      "Checked (Britannica / Wikipedia, 'Fifteenth Amendment to the United States Constitution'): the Fifteenth Amendment; the wrong options (The Thirteenth, The Fourteenth, The Nineteenth) are wrong; explanation confirmed.",
    'Which US holiday marks the day in 1865 when Union troops in Galveston announced that slavery had ended in Texas?':
      "Checked (Britannica / Wikipedia, 'Juneteenth'): Juneteenth, 19 June 1865 in Galveston; a federal holiday since 2021; the wrong options (Flag Day, Patriots' Day, Labor Day) are wrong; explanation confirmed.",
    'How does the Gettysburg Address begin?':
      "Checked (Britannica / Wikipedia, 'Gettysburg Address'): 'Four score and seven years ago', about 270 words; the wrong options (We hold these truths to be self-evident, When in the course of human events, We the people of the United States) are wrong; explanation confirmed.",
    "How many years is 'four score and seven'?":
      "Checked (Britannica / Wikipedia, 'Gettysburg Address'): four score and seven is 87; 1863 - 87 = 1776; the wrong options (47, 74, 97) are wrong; explanation confirmed.",
    "What was Lincoln's address at Gettysburg given to dedicate?":
      "Checked (Britannica / Wikipedia, 'Gettysburg Address'): the address dedicated the Soldiers' National Cemetery; the wrong options (A new state capitol building, A railway station for the town, A monument to George Washington) are wrong; explanation confirmed.",
    "Which orator spoke for about two hours at Gettysburg before Lincoln's short address?":
      "Checked (Britannica / Wikipedia, 'Edward Everett'): Edward Everett spoke for about two hours; the wrong options (Daniel Webster, Henry Ward Beecher, Frederick Douglass) are wrong; explanation confirmed.",
    'Which holiday did Lincoln proclaim as a national celebration in 1863?':
      "Checked (Britannica / Wikipedia, 'Thanksgiving (United States)'): Lincoln proclaimed Thanksgiving for the last Thursday of November 1863; the wrong options (Memorial Day, Labor Day, Flag Day) are wrong; explanation confirmed.",
    'Which magazine editor campaigned for years for the national holiday that Lincoln proclaimed in 1863?':
      "Checked (Britannica / Wikipedia, 'Sarah Josepha Hale'): Sarah Josepha Hale, editor of Godey's Lady's Book; the wrong options (Julia Ward Howe, Louisa May Alcott, Catharine Beecher) are wrong; explanation confirmed.",
    'What were Northern Democrats who opposed the war and wanted a peace deal called?':
      "Checked (Britannica / Wikipedia, 'Copperhead (politics)'): Copperheads; the wrong options (Scalawags, Carpetbaggers, Redeemers) are wrong; explanation confirmed.",
    'Which Ohio opponent of the war was banished to the Confederacy in 1863?':
      "Checked (Britannica / Wikipedia, 'Clement Vallandigham'): Vallandigham was banished in 1863 and lost the Ohio governorship race; the wrong options (Fernando Wood, George Pendleton, Horatio Seymour) are wrong; explanation confirmed.",
    'Which city saw deadly riots against the Union draft in July 1863?':
      "Checked (Britannica / Wikipedia, 'New York City draft riots'): the New York draft riots, July 1863; the Colored Orphan Asylum was burned; the wrong options (Boston, Philadelphia, Chicago) are wrong; explanation confirmed. Options reworded for length (issue 14, len-e): 'Boston' → 'Washington, D.C.'. Rechecked by len-f: confirmed: New York City; Washington had no draft riot (and the replaced Boston option was arguable, as noted).",
    'How could a man drafted under the Union law of 1863 avoid serving?':
      "Checked (Britannica / Wikipedia, 'Enrollment Act'): commutation of $300 or a substitute; the wrong options (By joining a state militia instead, By working in an arsenal instead, By serving as an army nurse instead) are wrong; explanation confirmed. Options reworded for length (issue 14, len-e): 'By joining a state militia instead' → 'By enlisting in a state militia instead'. Rechecked by len-f: confirmed: commutation or a substitute; militia service was no exemption.",
    'Which tax was introduced in the United States for the first time to pay for the Civil War?':
      "Checked (Britannica / Wikipedia, 'Revenue Act of 1861'): the first federal income tax, 1861, repealed 1872; the wrong options (A sales tax, A property tax, A poll tax) are wrong; explanation confirmed.",
    "What were the Union's new paper dollars of 1862 nicknamed?":
      "Checked (Britannica / Wikipedia, 'Greenback (1860s money)'): greenbacks; the wrong options (Silverbacks, Redbacks, Goldbacks) are wrong; explanation confirmed.",
    'Which 1862 act offered 160 acres of western land to settlers who farmed it for five years?':
      "Checked (Britannica / Wikipedia, 'Homestead Acts'): the Homestead Act of 1862: 160 acres after five years; the wrong options (The Morrill Act, The Pacific Railway Act, The Dawes Act) are wrong; explanation confirmed.",
    'Which 1862 act gave states federal land to fund colleges of agriculture and engineering?':
      "Checked (Britannica / Wikipedia, 'Morrill Land-Grant Acts'): the Morrill Land-Grant Act of 1862; the wrong options (The Homestead Act, The Pacific Railway Act, The Dawes Act) are wrong; explanation confirmed.",
    'Which 1939 film is set in Georgia during the Civil War and Reconstruction?':
      "Checked (Britannica / Wikipedia, 'Gone with the Wind (film)'): Gone with the Wind (1939), eight competitive Oscars; the wrong options (The Birth of a Nation, Cold Mountain, The Red Badge of Courage) are wrong; explanation confirmed.",
    'Who wrote the novel Gone with the Wind?':
      "Checked (Britannica / Wikipedia, 'Margaret Mitchell'): Margaret Mitchell; the wrong options (Harper Lee, Carson McCullers, Eudora Welty) are wrong; explanation confirmed.",
    'Who wrote The Red Badge of Courage, a novel about a young Union soldier?':
      "Checked (Britannica / Wikipedia, 'The Red Badge of Courage'): Stephen Crane, born 1871; the wrong options (Ambrose Bierce, Mark Twain, Jack London) are wrong; explanation confirmed.",
    "Which poet wrote O Captain! My Captain! after the president's assassination?":
      "Checked (Britannica / Wikipedia, 'O Captain! My Captain!'): Walt Whitman, volunteer in the Washington hospitals; the wrong options (Emily Dickinson, Henry Wadsworth Longfellow, Herman Melville) are wrong; explanation confirmed.",
    "Which actor played the president in Steven Spielberg's 2012 film Lincoln?":
      "Checked (Britannica / Wikipedia, 'Lincoln (film)'): Daniel Day-Lewis, his third Best Actor Oscar; the wrong options (Tom Hanks, Jeff Bridges, Russell Crowe) are wrong; explanation confirmed. Options reworded for length (issue 14, len-h): 'Tom Hanks' → 'Philip Seymour Hoffman'. Rechecked by len-g: confirmed: Philip Seymour Hoffman is not in Lincoln; Daniel Day-Lewis played the president.",
    'Which film-maker made the celebrated 1990 television documentary The Civil War?':
      "Checked (Britannica / Wikipedia, 'The Civil War (miniseries)'): Ken Burns, 1990; the wrong options (Michael Moore, Errol Morris, Steven Spielberg) are wrong; explanation confirmed.",
    'Which name for the conflict was long preferred by many Southerners?':
      "Checked (Britannica / Wikipedia, 'Names of the American Civil War'): 'War Between the States'; the Official Records are 'of the War of the Rebellion'; the wrong options (The War of the Rebellion, The Great War, The Second Revolution) are wrong; explanation confirmed. Options reworded for length in issue 14 and restored by the lead, so the key is the longest option in about a quarter of the bank's questions at this level (rewording them all made 'never the longest' a cue of its own).",
    'Which question did the Union victory settle for good?':
      "Checked (Britannica / Wikipedia, 'Texas v. White'): secession was settled by the war and confirmed in Texas v. White (1869); the wrong options (That states could print their own money, That the capital would move west, That presidents could serve three terms) are wrong; explanation confirmed.",
    'In which Virginia village did the Army of Northern Virginia surrender in April 1865?':
      "Checked (Britannica / Wikipedia, 'Battle of Appomattox Court House'): Appomattox Court House, in the McLean house; the wrong options (Harpers Ferry, Fredericksburg, Petersburg) are wrong; explanation confirmed. Options reworded for length (issue 14, len-h): 'Petersburg' → 'Spotsylvania Court House'. Rechecked by len-g: confirmed: Spotsylvania Court House was the May 1864 battle; Lee surrendered at Appomattox Court House.",
    'In whose house was the surrender signed in April 1865?':
      "Checked (Britannica / Wikipedia, 'Wilmer McLean'): Wilmer McLean, whose Manassas farm was on the First Bull Run field; the wrong options (Robert Gould Shaw's, Edwin Stanton's, Edmund Ruffin's) are wrong; explanation confirmed.",
    'Which Union officer, a Seneca, wrote out the final copies of the surrender terms in April 1865?':
      "Checked (Britannica / Wikipedia, 'Ely S. Parker'): Ely S. Parker, a Seneca, wrote out the terms; Lee's reported remark; the wrong options (Adam Badeau, Orville Babcock, Horace Porter) are wrong; explanation confirmed.",
    'Where was Jefferson Davis captured by Union cavalry in May 1865?':
      "Checked (Britannica / Wikipedia, 'Jefferson Davis: capture'): Davis was captured at Irwinville, Georgia, on 10 May 1865; the wrong options (In Texas, In Virginia, In Florida) are wrong; explanation confirmed.",
    'Which conspirator stabbed Secretary of State Seward on the night Lincoln was shot?':
      "Checked (Britannica / Wikipedia, 'Lewis Powell'): Lewis Powell stabbed Seward, whose neck brace helped save him; the wrong options (George Atzerodt, Samuel Mudd, Edman Spangler) are wrong; explanation confirmed.",
    'Who was the first woman executed by the US federal government, for her part in the plot to kill Lincoln?':
      "Checked (Britannica / Wikipedia, 'Mary Surratt'): Mary Surratt was the first woman executed by the federal government; the wrong options (Belle Boyd, Rose Greenhow, Sarah Slater) are wrong; explanation confirmed.",
    "Which doctor set the broken leg of Lincoln's fleeing assassin?":
      "Checked (Britannica / Wikipedia, 'Samuel Mudd'): Dr Samuel Mudd, imprisoned at Fort Jefferson, pardoned in 1869; the wrong options (Charles Leale, Joseph Barnes, Robert King Stone) are wrong; explanation confirmed.",
    'What was Memorial Day originally called?':
      "Checked (Britannica / Wikipedia, 'Memorial Day'): Memorial Day was first Decoration Day; the wrong options (Remembrance Day, Veterans Day, Armistice Day) are wrong; explanation confirmed.",
    "Which national cemetery was laid out on the Virginia estate of the Confederacy's leading general?":
      "Checked (Britannica / Wikipedia, 'Arlington National Cemetery'): Arlington National Cemetery, on Lee's Arlington estate, first burials May 1864; the wrong options (Gettysburg National Cemetery, Antietam National Cemetery, Andersonville National Cemetery) are wrong; explanation confirmed.",
    "What name was given to the myth that the Confederacy had fought a noble fight for states' rights rather than slavery?":
      "Checked (Britannica / Wikipedia, 'Lost Cause of the Confederacy'): the Lost Cause; the wrong options (The Noble Cause, The Southern Cause, The Old Cause) are wrong; explanation confirmed.",
    'Which 1865 federal agency helped formerly enslaved people with food, schools and work contracts?':
      "Checked (Britannica / Wikipedia, 'Freedmen's Bureau'): the Freedmen's Bureau, 1865; the wrong options (The Homestead Bureau, The Reconstruction Office, The Emancipation Board) are wrong; explanation confirmed.",
    'Which phrase sums up the land that freed families hoped to receive?':
      "Checked (Britannica / Wikipedia, 'Forty acres and a mule'): 'forty acres and a mule'; most land was restored to former owners from autumn 1865; the wrong options (Ten acres and a cow, A hundred acres and a plough, Forty dollars and a horse) are wrong; explanation confirmed.",
    'Whose Special Field Order No. 15 of January 1865 set aside coastal land for freed families?':
      "Checked (Britannica / Wikipedia, 'Sherman's Special Field Orders No. 15'): Sherman's Special Field Orders No. 15, January 1865; the wrong options (Ulysses S. Grant, Oliver O. Howard, Benjamin Butler) are wrong; explanation confirmed.",
    'Which white supremacist group was founded by Confederate veterans in Tennessee in 1865–66?':
      "Checked (Britannica / Wikipedia, 'Ku Klux Klan'): the Klan was founded in Pulaski, Tennessee, in 1865-66; the wrong options (The Knights of the Golden Circle, The Red Shirts, The White League) are wrong; explanation confirmed.",
    'What name was given to Northerners who moved South during Reconstruction, after their cheap luggage?':
      "Checked (Britannica / Wikipedia, 'Carpetbagger'): carpetbaggers; the wrong options (Scalawags, Copperheads, Redeemers) are wrong; explanation confirmed.",
    'What did their opponents call white Southerners who supported Reconstruction?':
      "Checked (Britannica / Wikipedia, 'Scalawag'): scalawags; the wrong options (Carpetbaggers, Copperheads, Doughfaces) are wrong; explanation confirmed.",
    'What were the laws passed by Southern states in 1865–66 to control freed people called?':
      "Checked (Britannica / Wikipedia, 'Black Codes (United States)'): the Black Codes of 1865-66; the wrong options (Slave Codes, Sumptuary Laws, Sedition Acts) are wrong; explanation confirmed.",
    'Into how many military districts did the Reconstruction Acts of 1867 divide the former Confederacy?':
      "Checked (Britannica / Wikipedia, 'Reconstruction Acts'): five military districts; Tennessee excluded; the wrong options (Three, Seven, Eleven) are wrong; explanation confirmed.",
    'Which state was the last former Confederate state readmitted to Congress, in July 1870?':
      "Checked (Britannica / Wikipedia, 'Georgia in the American Civil War: readmission'): Georgia was readmitted last, in July 1870; the wrong options (Texas, Virginia, Mississippi) are wrong; explanation confirmed.",
    'Which enslaved pilot sailed a Confederate steamer out of Charleston to the Union fleet in 1862?':
      "Checked (Britannica / Wikipedia, 'Robert Smalls'): Robert Smalls sailed the Planter out of Charleston in May 1862; the wrong options (Hiram Revels, Blanche K. Bruce, Josiah Henson) are wrong; explanation confirmed.",
    'Which Radical Republican congressman from Pennsylvania pressed hardest for land for freed people?':
      "Checked (Britannica / Wikipedia, 'Thaddeus Stevens'): Thaddeus Stevens, buried in an integrated cemetery; the wrong options (Charles Sumner, Benjamin Wade, Henry Wilson) are wrong; explanation confirmed.",
    'Which act of 1875, later struck down by the Supreme Court, banned racial discrimination in inns, theatres and public transport?':
      "Checked (Britannica / Wikipedia, 'Civil Rights Act of 1875'): the Civil Rights Act of 1875, struck down in the Civil Rights Cases (1883); the wrong options (The Enforcement Act, The Force Bill, The Reconstruction Act) are wrong; explanation confirmed.",
    'What shape is the star-studded cross on the Confederate battle flag?':
      "Checked (Britannica / Wikipedia, 'Flags of the Confederate States of America'): the battle flag bears a saltire; the Stars and Bars was the first national flag; the wrong options (An upright Latin cross, A Maltese cross, A Celtic cross) are wrong; explanation confirmed.",
  },
};
