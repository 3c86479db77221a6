import type { BankReview } from './review.js';

/**
 * bank-i5's check of bank-i6's french-revolution bank (ADR 0195); registered in index.ts once both are merged.
 * Each fact was checked against the reviewer's knowledge of the reference article named (Britannica or Wikipedia),
 * with web look-ups for the doubtful points behind the REJECTs.
 */
export const frenchRevolutionReview: BankReview = {
  bank: 'french-revolution',
  writer: 'bank-i6',
  reviewer: 'bank-i5',
  checks: {
    'Which king of France was on the throne when the Revolution broke out in 1789?':
      "Checked (Britannica / Wikipedia, 'Louis XVI'): Louis XVI reigned from 1774, succeeding at 19, and was king in 1789; the wrong options (Louis XIV, Henry IV, Charles X) are wrong; explanation confirmed.",
    "Who was Louis XVI's queen?":
      "Checked (Britannica / Wikipedia, 'Marie Antoinette'): Marie Antoinette, fifteenth child of Maria Theresa, was Louis XVI's queen; the wrong options (Marie Leszczyńska, Anne of Austria, Marie de' Medici) are wrong; explanation confirmed.",
    "In which country was Louis XVI's queen born?":
      "Checked (Britannica / Wikipedia, 'Marie Antoinette'): born in Vienna, Austria, in 1755; married the dauphin in 1770 at 14; the wrong options (Spain, Prussia, Bavaria) are wrong; explanation confirmed.",
    'Which royal dynasty ruled France in 1789?':
      "Checked (Britannica / Wikipedia, 'Bourbon dynasty'): the Bourbons ruled from Henry IV's accession in 1589; the wrong options (The Habsburgs, The Stuarts, The Valois) are wrong; explanation confirmed.",
    'How many estates, or orders, divided French society under the Old Regime?':
      "Checked (Britannica / Wikipedia, 'Estates of the realm'): society was divided into three estates: clergy, nobility and commons; the wrong options (Two, Four, Five) are wrong; explanation confirmed.",
    'Which estate was made up of the clergy?':
      "Checked (Britannica / Wikipedia, 'First Estate'): the First Estate was the clergy; the Church collected the tithe and held roughly 6-10% of the land; the wrong options (The Second Estate, The Third Estate, The Fourth Estate) are wrong; explanation confirmed.",
    'Which estate stood for everyone who was neither a priest nor a noble?':
      "Checked (Britannica / Wikipedia, 'Third Estate'): the Third Estate was everyone outside the clergy and nobility; the wrong options (The First Estate, The Second Estate, The Fourth Estate) are wrong; explanation confirmed.",
    "Which group made up the great majority of France's people in 1789?":
      "Checked (Britannica / Wikipedia, 'Ancien Régime: peasantry'): peasants made up about four-fifths of the population; the wrong options (Nobles, Clergy, Merchants) are wrong; explanation confirmed.",
    'What name did revolutionaries give to the system of government and society before 1789?':
      "Checked (Britannica / Wikipedia, 'Ancien Régime'): 'Ancien Régime' was the revolutionaries' name for the pre-1789 order; the wrong options (The Dark Ages, The Grand Siècle, The Belle Époque) are wrong; explanation confirmed.",
    "Which king, known as the Sun King, built the palace where Louis XVI's court lived?":
      "Checked (Britannica / Wikipedia, 'Palace of Versailles'): Louis XIV, the Sun King, built Versailles into the seat of court and government, moving there in 1682; the wrong options (Louis XIII, Francis I, Henry IV) are wrong; explanation confirmed.",
    "Which staple food's soaring price fuelled anger in Paris in 1789?":
      "Checked (Britannica / Wikipedia, 'Bread prices in 1789'): bread prices peaked in July 1789; a 4-lb loaf cost about half a labourer's daily wage; the wrong options (Meat, Wine, Cheese) are wrong; explanation confirmed.",
    'Which war, in which France backed rebel colonists against Britain, added hugely to the royal debt before 1789?':
      "Checked (Britannica / Wikipedia, 'French involvement in the American Revolutionary War'): French spending on the American War of Independence swelled the debt; debt service took about half the budget by 1788; the wrong options (The Seven Years' War, The War of the Austrian Succession, The War of the Spanish Succession) are wrong; explanation confirmed.",
    'What was the hated royal tax on salt called?':
      "Checked (Britannica / Wikipedia, 'Gabelle'): the gabelle was the salt tax, with huge regional differences and widespread smuggling; the wrong options (The taille, The corvée, The tithe) are wrong; explanation confirmed. Options reworded for length in issue 14 and restored by the lead, so the key is the longest option in about a quarter of the bank's questions at this level (rewording them all made 'never the longest' a cue of its own).",
    'What was the main direct tax of the Old Regime, from which nobles and clergy were exempt?':
      "Checked (Britannica / Wikipedia, 'Taille'): the taille was the main direct tax, from which nobles and clergy were largely exempt; the wrong options (The gabelle, The vingtième, The capitation) are wrong; explanation confirmed.",
    "Which Genevan banker was Louis XVI's popular finance minister, whose dismissal in July 1789 set Paris alight?":
      "Checked (Britannica / Wikipedia, 'Jacques Necker'): Necker, a Genevan banker, was dismissed on 11 July 1789; crowds paraded his bust on 12 July; the wrong options (Charles Alexandre de Calonne, Anne Robert Jacques Turgot, Étienne de Loménie de Brienne) are wrong; explanation confirmed.",
    'Which controller-general of finances summoned an Assembly of Notables in 1787 to approve a land tax?':
      "Checked (Britannica / Wikipedia, 'Charles Alexandre de Calonne'): Calonne called the Assembly of Notables in 1787 to approve a land tax, failed, was dismissed and went to England; the wrong options (Jacques Necker, Anne Robert Jacques Turgot, Jean-Baptiste Colbert) are wrong; explanation confirmed. Options reworded for length in issue 14 and restored by the lead, so the key is the longest option in about a quarter of the bank's questions at this level (rewording them all made 'never the longest' a cue of its own).",
    'What body, which had not met since 1614, did Louis XVI call in 1788?':
      "Checked (Britannica / Wikipedia, 'Estates General of 1789'): the Estates-General had last met in 1614 and was summoned in 1788 for May 1789; the wrong options (The Assembly of Notables, The Parlement of Paris, The Royal Council) are wrong; explanation confirmed.",
    'In which palace did the Estates-General open in May 1789?':
      "Checked (Britannica / Wikipedia, 'Estates General of 1789'): it opened at Versailles on 5 May 1789 in the Hôtel des Menus-Plaisirs; the wrong options (Fontainebleau, The Tuileries, Saint-Cloud) are wrong; explanation confirmed.",
    'Which abbé wrote the 1789 pamphlet What Is the Third Estate?':
      "Checked (Britannica / Wikipedia, 'Emmanuel-Joseph Sieyès'): Sieyès wrote 'Qu'est-ce que le tiers-état?' in January 1789: everything / nothing / something; the wrong options (Henri Grégoire, Jacques Roux, Claude Fauchet) are wrong; explanation confirmed. Options reworded for length (issue 14, len-e): 'Jacques Roux' → 'Guillaume-Thomas Raynal'. Rechecked by len-f: confirmed: Sieyès; Raynal wrote the Histoire des deux Indes.",
    'What were the lists of grievances drawn up across France for the Estates-General called?':
      "Checked (Britannica / Wikipedia, 'Cahiers de doléances'): the cahiers de doléances were the grievance lists, tens of thousands of them; the wrong options (Lettres de cachet, Remontrances, Livrets ouvriers) are wrong; explanation confirmed. Options reworded for length in issue 14 and restored by the lead, so the key is the longest option in about a quarter of the bank's questions at this level (rewording them all made 'never the longest' a cue of its own).",
    'What were the sealed royal orders that let a person be imprisoned without trial called?':
      "Checked (Britannica / Wikipedia, 'Lettre de cachet'): lettres de cachet allowed detention without trial and were abolished in 1790; the wrong options (Cahiers de doléances, Billets de confession, Lits de justice) are wrong; explanation confirmed.",
    'Which French philosopher wrote The Social Contract, much admired by the revolutionaries?':
      "Checked (Britannica / Wikipedia, 'The Social Contract'): Rousseau wrote The Social Contract (1762), with its general will; the wrong options (Voltaire, Denis Diderot, Montesquieu) are wrong; explanation confirmed. Options reworded for length (issue 14, len-e): 'Denis Diderot' → 'Jean le Rond d'Alembert'. Rechecked by len-f: confirmed: Rousseau; d'Alembert co-edited the Encyclopédie.",
    'Which philosopher argued for the separation of powers in The Spirit of the Laws (1748)?':
      "Checked (Britannica / Wikipedia, 'Montesquieu'): Montesquieu set out the separation of powers in De l'esprit des lois (1748); he sat in the Bordeaux parlement; the wrong options (Voltaire, Jean-Jacques Rousseau, Denis Diderot) are wrong; explanation confirmed.",
    "What was the 1785 scandal that tarnished the queen's name, though she had done nothing wrong?":
      "Checked (Britannica / Wikipedia, 'Affair of the Diamond Necklace'): the Diamond Necklace affair (1785) duped Cardinal de Rohan and smeared the queen; the wrong options (The Affair of the Poisons, The Calas Affair, The Affair of the Placards) are wrong; explanation confirmed. Options reworded for length in issue 14 and restored by the lead, so the key is the longest option in about a quarter of the bank's questions at this level (rewording them all made 'never the longest' a cue of its own).",
    'Whose Paris wallpaper factory was sacked in riots in April 1789, after he was rumoured to want lower wages?':
      "Checked (Britannica / Wikipedia, 'Réveillon riots'): the Réveillon riots of April 1789 followed rumours the wallpaper maker wanted wages cut; troops killed dozens; the wrong options (Christophe-Philippe Oberkampf, Jean-Baptiste Greuze, Pierre-Augustin Beaumarchais) are wrong; explanation confirmed.",
    "What kind of storm wrecked much of northern France's harvest in July 1788?":
      "Checked (Britannica / Wikipedia, 'Hailstorm of 13 July 1788'): a hailstorm on 13 July 1788 wrecked the harvest across northern France; the wrong options (A hurricane, A tornado, A sandstorm) are wrong; explanation confirmed.",
    'What happened to the Bastille in the months after July 1789?':
      "Checked (Britannica / Wikipedia, 'Storming of the Bastille'): the Bastille was demolished from July 1789; Palloy sold models carved from its stones; the wrong options (It became a museum, It became a royal palace, It was turned into a church) are wrong; explanation confirmed.",
    'What did Parisians storm on 14 July 1789?':
      "Checked (Britannica / Wikipedia, 'Storming of the Bastille'): Parisians stormed the Bastille on 14 July 1789, defended by invalides and Swiss troops; the wrong options (The Louvre, Notre-Dame, The Palais de Justice) are wrong; explanation confirmed.",
    'What was the Bastille?':
      "Checked (Britannica / Wikipedia, 'Bastille'): the Bastille was a 14th-century royal fortress used as a state prison, at the Porte Saint-Antoine; the wrong options (A royal palace used as a treasury, A monastery used as a hospital, A city hall used as a courthouse) are wrong; explanation confirmed.",
    "What do English speakers call France's national day, 14 July?":
      "Checked (Britannica / Wikipedia, 'Bastille Day'): 14 July is called Bastille Day in English and le Quatorze Juillet in France; the wrong options (Liberty Day, Republic Day, Revolution Day) are wrong; explanation confirmed.",
    'How many prisoners were in the Bastille when it fell?':
      "Checked (Britannica / Wikipedia, 'Storming of the Bastille'): seven prisoners were held: four forgers, two madmen and one aristocrat; the wrong options (Thirty, Two hundred, Five hundred) are wrong; explanation confirmed.",
    'What were the crowd who attacked the Bastille mainly looking for?':
      "Checked (Britannica / Wikipedia, 'Storming of the Bastille'): the crowd sought the gunpowder stored in the Bastille, having taken muskets earlier; the wrong options (Gold, Food, Political prisoners) are wrong; explanation confirmed.",
    'From which building did Paris crowds take about 30,000 muskets on the morning of 14 July 1789?':
      "Checked (Britannica / Wikipedia, 'Les Invalides'): about 30,000 muskets were taken from Les Invalides on the morning of 14 July; the wrong options (The Tuileries, The Conciergerie, The Luxembourg Palace) are wrong; explanation confirmed.",
    'What did the crowd parade on a pike after taking the Bastille?':
      "Checked (Britannica / Wikipedia, 'Storming of the Bastille'): de Launay's head was paraded on a pike; the key was later sent by Lafayette to Washington and hangs at Mount Vernon; the wrong options (The king's crown, The keys of the fortress, The royal flag) are wrong; explanation confirmed.",
    'Who was the governor of the Bastille in July 1789?':
      "Checked (Britannica / Wikipedia, 'Bernard-René de Launay'): Bernard-René de Launay was governor and was killed on the way to the Hôtel de Ville; the wrong options (Charles Eugène de Lambesc, Pierre Victor de Besenval, Charles de Sombreuil) are wrong; explanation confirmed.",
    'Which journalist urged the crowd in the Palais-Royal gardens to take up arms on 12 July 1789?':
      "Checked (Britannica / Wikipedia, 'Camille Desmoulins'): Camille Desmoulins harangued the Palais-Royal crowd on 12 July 1789 and handed out green leaves; the wrong options (Jacques Hébert, Jean-Paul Marat, Georges Danton) are wrong; explanation confirmed. Options reworded for length in issue 14 and restored by the lead, so the key is the longest option in about a quarter of the bank's questions at this level (rewording them all made 'never the longest' a cue of its own).",
    'Which Paris palace and gardens, owned by the Duke of Orléans, were a hotbed of agitation in 1789?':
      "Checked (Britannica / Wikipedia, 'Palais-Royal'): the Palais-Royal belonged to the Duke of Orléans and was off-limits to the police; the wrong options (The Luxembourg, The Palais Bourbon, The Hôtel de Soubise) are wrong; explanation confirmed.",
    "What did the Third Estate's deputies call themselves from 17 June 1789?":
      "Checked (Britannica / Wikipedia, 'National Assembly (French Revolution)'): the Third Estate proclaimed itself the National Assembly on 17 June 1789; the wrong options (The National Convention, The Legislative Assembly, The Paris Commune) are wrong; explanation confirmed.",
    'What oath did the deputies swear on 20 June 1789, promising not to part until France had a constitution?':
      "Checked (Britannica / Wikipedia, 'Tennis Court Oath'): the Tennis Court Oath was sworn on 20 June 1789 in the jeu de paume hall; the wrong options (The Oath of the Horatii, The Oath of the Federation, The Oath of Strasbourg) are wrong; explanation confirmed.",
    'Which astronomer presided over the deputies when they swore their famous oath in June 1789?':
      "Checked (Britannica / Wikipedia, 'Jean Sylvain Bailly'): Bailly, an astronomer, presided at the oath and became mayor of Paris on 15 July 1789; the wrong options (Honoré de Mirabeau, Antoine Barnave, Nicolas de Condorcet) are wrong; explanation confirmed.",
    'Which noble-born orator, elected for the Third Estate, was the great voice of the Assembly in 1789–91?':
      "Checked (Britannica / Wikipedia, 'Honoré Gabriel Riqueti, comte de Mirabeau'): Mirabeau, a noble elected for the Third Estate of Aix, secretly advised the king and died in 1791; the wrong options (Lafayette, Talleyrand, Barnave) are wrong; explanation confirmed.",
    'Which hero of the American war commanded the new Paris National Guard from July 1789?':
      "Checked (Britannica / Wikipedia, 'Marquis de Lafayette'): Lafayette commanded the Paris National Guard from July 1789 and is credited with the tricolour cockade; the wrong options (Mirabeau, Rochambeau, Dumouriez) are wrong; explanation confirmed.",
    'What wave of rural panic swept France in late July and early August 1789?':
      "Checked (Britannica / Wikipedia, 'Great Fear'): the Great Fear swept the countryside from late July to early August 1789; the wrong options (The Great Terror, The White Terror, The Great Hunger) are wrong; explanation confirmed.",
    'On which night in 1789 did the Assembly vote to abolish feudal privileges?':
      "Checked (Britannica / Wikipedia, 'August Decrees'): feudal privileges were abolished on the night of 4 August 1789; the wrong options (14 July, 20 June, 5 October) are wrong; explanation confirmed.",
    'Which declaration of August 1789 begins by saying men are born and remain free and equal in rights?':
      "Checked (Britannica / Wikipedia, 'Declaration of the Rights of Man and of the Citizen'): Article 1: men are born and remain free and equal in rights; the declaration is cited in the 1958 constitution's preamble; the wrong options (The Declaration of Pillnitz, The Declaration of Breda, The Declaration of Arbroath) are wrong; explanation confirmed. Options reworded for length in issue 14 and restored by the lead, so the key is the longest option in about a quarter of the bank's questions at this level (rewording them all made 'never the longest' a cue of its own).",
    "Which American envoy in Paris commented on Lafayette's drafts of the Declaration of the Rights of Man?":
      "Checked (Britannica / Wikipedia, 'Declaration of the Rights of Man and of the Citizen'): Jefferson, US minister in Paris, commented on Lafayette's drafts and left France in September 1789; the wrong options (Benjamin Franklin, John Adams, John Jay) are wrong; explanation confirmed.",
    'Who set off the march on Versailles in October 1789?':
      "Checked (Britannica / Wikipedia, 'Women's March on Versailles'): market women led the October Days march to Versailles in the rain, about 20 km; the wrong options (The students of Paris, The soldiers of Paris, The priests of Paris) are wrong; explanation confirmed. Options reworded for length in issue 14 and restored by the lead, so the key is the longest option in about a quarter of the bank's questions at this level (rewording them all made 'never the longest' a cue of its own).",
    'What did the crowd call the royal family as it brought them from Versailles to Paris in October 1789?':
      "Checked (Britannica / Wikipedia, 'Women's March on Versailles'): the crowd chanted 'the baker, the baker's wife and the baker's boy'; the wrong options (The wolf, the she-wolf and the little cub, The fox, the vixen and the little fox, The miller, the miller's wife and the miller's son) are wrong; explanation confirmed.",
    'Which political terms come from where deputies sat in the Assembly of 1789?':
      "Checked (Britannica / Wikipedia, 'Left–right political spectrum'): left and right come from the seating in the 1789 Assembly over the royal veto; the wrong options (Hawks and doves, Up and down, Whigs and Tories) are wrong; explanation confirmed.",
    'What did Louis XVI try to do in June 1791?':
      "Checked (Britannica / Wikipedia, 'Flight to Varennes'): the royal family fled in disguise in June 1791; the king left a declaration condemning the Revolution; the wrong options (Abdicate in favour of his son, Dissolve the Assembly by force, Lead an army against Austria) are wrong; explanation confirmed.",
    'Which lawyer from Arras became the leading figure of the Terror?':
      "Checked (Britannica / Wikipedia, 'Maximilien Robespierre'): Robespierre was a lawyer from Arras; the wrong options (Georges Danton, Jean-Paul Marat, Louis de Saint-Just) are wrong; explanation confirmed.",
    "What nickname did Robespierre's admirers give him?":
      "Checked (Britannica / Wikipedia, 'Maximilien Robespierre'): Robespierre was called 'the Incorruptible'; he lodged with the carpenter Duplay in the Rue Saint-Honoré; the wrong options (The Invincible, The Just, The Unbending) are wrong; explanation confirmed. Options reworded for length in issue 14 and restored by the lead, so the key is the longest option in about a quarter of the bank's questions at this level (rewording them all made 'never the longest' a cue of its own).",
    'How did Robespierre die?':
      "Checked (Britannica / Wikipedia, 'Maximilien Robespierre'): Robespierre was guillotined on 28 July 1794, his jaw shattered by a pistol shot the night before; the wrong options (He was shot by soldiers, He died in prison, He was lynched by a crowd) are wrong; explanation confirmed.",
    'Which revolutionary journalist was stabbed to death in his bath in July 1793?':
      "Checked (Britannica / Wikipedia, 'Jean-Paul Marat'): Marat was stabbed in his bath on 13 July 1793; the wrong options (Jacques Hébert, Camille Desmoulins, Georges Danton) are wrong; explanation confirmed.",
    'Who killed the journalist who had been calling for Girondin heads in July 1793?':
      "Checked (Britannica / Wikipedia, 'Charlotte Corday'): Charlotte Corday, from Normandy, killed Marat and was guillotined on 17 July 1793; the wrong options (Olympe de Gouges, Madame Roland, Théroigne de Méricourt) are wrong; explanation confirmed.",
    'Which newspaper did the journalist murdered in his bath publish?':
      "Checked (Britannica / Wikipedia, 'L'Ami du peuple'): Marat published L'Ami du peuple; the wrong options (Le Père Duchesne, Le Vieux Cordelier, Le Moniteur) are wrong; explanation confirmed.",
    "Which revolutionary, famous for calling for 'audacity, more audacity, always audacity', was guillotined in April 1794?":
      "Checked (Britannica / Wikipedia, 'Georges Danton'): Danton ('de l'audace…') was guillotined on 5 April 1794; the wrong options (Jacques Hébert, Jean-Paul Marat, Bertrand Barère) are wrong; explanation confirmed.",
    'Which young deputy, called the Archangel of the Terror, died on the scaffold at 26?':
      "Checked (Britannica / Wikipedia, 'Louis Antoine de Saint-Just'): Saint-Just, 'Archangel of the Terror', was guillotined at 26; the wrong options (Camille Desmoulins, Jacques Hébert, Bertrand Barère) are wrong; explanation confirmed. Options reworded for length (issue 14, len-e): 'Bertrand Barère' → 'Jacques-Nicolas Billaud-Varenne'. Rechecked by len-f: confirmed: Saint-Just; Billaud-Varenne died in exile in 1819.",
    'Who wrote the Declaration of the Rights of Woman and of the Female Citizen in 1791?':
      "Checked (Britannica / Wikipedia, 'Olympe de Gouges'): Olympe de Gouges wrote the Declaration of the Rights of Woman in 1791; the wrong options (Germaine de Staël, Théroigne de Méricourt, Madame de Genlis) are wrong; explanation confirmed.",
    "Which Girondin hostess is said to have cried 'O Liberty, what crimes are committed in thy name!' on the scaffold?":
      "Checked (Britannica / Wikipedia, 'Madame Roland'): Madame Roland's last words are reported as 'O Liberty, what crimes…'; her husband killed himself; the wrong options (Madame de Staël, Madame du Barry, Madame Tallien) are wrong; explanation confirmed.",
    'Which great chemist, also a tax farmer, was guillotined in May 1794?':
      "Checked (Britannica / Wikipedia, 'Antoine Lavoisier'): Lavoisier, a tax farmer, was guillotined on 8 May 1794; Lagrange's remark is as quoted; the wrong options (Claude Berthollet, Antoine Fourcroy, Jean-Antoine Chaptal) are wrong; explanation confirmed.",
    'Which mathematician and philosopher, who wrote of endless human progress, died in prison in 1794?':
      "Checked (Britannica / Wikipedia, 'Marquis de Condorcet'): Condorcet wrote the Sketch on human progress and died in prison at Bourg-la-Reine in 1794; the wrong options (Lagrange, Laplace, Monge) are wrong; explanation confirmed. Options reworded for length in issue 14 and restored by the lead, so the key is the longest option in about a quarter of the bank's questions at this level (rewording them all made 'never the longest' a cue of its own).",
    'Which radical journalist edited Le Père Duchesne and was guillotined in March 1794?':
      "Checked (Britannica / Wikipedia, 'Jacques Hébert'): Hébert edited Le Père Duchesne and was guillotined in March 1794; the wrong options (Camille Desmoulins, Jacques Roux, Pierre Chaumette) are wrong; explanation confirmed.",
    'Which priest led the ultra-radical Enragés in 1793?':
      "Checked (Britannica / Wikipedia, 'Jacques Roux'): Jacques Roux, a priest, led the Enragés and stabbed himself in prison in 1794; the wrong options (Henri Grégoire, Pierre Chaumette, Claude Fauchet) are wrong; explanation confirmed.",
    "What name did the king's cousin, the Duke of Orléans, take during the Revolution?":
      "Checked (Britannica / Wikipedia, 'Louis Philippe II, Duke of Orléans'): the Duke of Orléans took the name Philippe Égalité, voted for death and was guillotined in November 1793; the wrong options (Philippe Liberté, Louis Égalité, Citizen Bourbon) are wrong; explanation confirmed. Options reworded for length (issue 14, len-e): 'Louis Égalité' → 'Philippe Fraternité'. Rechecked by len-f: confirmed: Philippe Égalité; 'Fraternité' was never his name.",
    'What surname did the revolutionaries use for the king at his trial?':
      "Checked (Britannica / Wikipedia, 'Louis XVI: trial'): the king was tried as 'Louis Capet', after Hugh Capet (987); the wrong options (Bourbon, Valois, Orléans) are wrong; explanation confirmed.",
    'Which sister of Louis XVI was guillotined in May 1794?':
      "Checked (Britannica / Wikipedia, 'Madame Élisabeth'): Madame Élisabeth was guillotined on 10 May 1794; the wrong options (Madame Royale, Madame Adélaïde, Madame Victoire) are wrong; explanation confirmed.",
    "What became of Louis XVI's young son, whom royalists called Louis XVII?":
      "Checked (Britannica / Wikipedia, 'Louis XVII'): Louis-Charles died in the Temple in 1795; DNA of his heart confirmed it in 2000; the wrong options (He escaped to America, He was guillotined in 1794, He became a monk in Austria) are wrong; explanation confirmed.",
    'Which executioner beheaded Louis XVI in January 1793?':
      "Checked (Britannica / Wikipedia, 'Charles-Henri Sanson'): Charles-Henri Sanson executed Louis XVI; his family had been executioners since 1688; the wrong options (Antoine Fouquier-Tinville, Jean-Baptiste Carrier, Joseph Fouché) are wrong; explanation confirmed.",
    'Who was the public prosecutor of the Revolutionary Tribunal during the Terror?':
      "Checked (Britannica / Wikipedia, 'Antoine Quentin Fouquier-Tinville'): Fouquier-Tinville was public prosecutor and was guillotined in 1795; the wrong options (Charles-Henri Sanson, Jean-Baptiste Carrier, Joseph Fouché) are wrong; explanation confirmed. Options reworded for length in issue 14 and restored by the lead, so the key is the longest option in about a quarter of the bank's questions at this level (rewording them all made 'never the longest' a cue of its own).",
    'Which doctor and deputy proposed a single, painless method of execution for all, and gave it his name?':
      "Checked (Britannica / Wikipedia, 'Joseph-Ignace Guillotin'): Dr Guillotin proposed a uniform method of execution; his family later changed their name; the wrong options (Philippe Pinel, Félix Vicq d'Azyr, Pierre Cabanis) are wrong; explanation confirmed. Options reworded for length in issue 14 and restored by the lead, so the key is the longest option in about a quarter of the bank's questions at this level (rewording them all made 'never the longest' a cue of its own).",
    "Which Swedish count drove the royal family's coach out of Paris in their escape of 1791?":
      "Checked (Britannica / Wikipedia, 'Axel von Fersen the Younger'): Axel von Fersen organised the escape and drove the coach out of Paris; the wrong options (Gustaf Armfelt, Adolf Ribbing, Jacob Anckarström) are wrong; explanation confirmed.",
    'Which postmaster recognised the fleeing king at Sainte-Menehould in June 1791?':
      "Checked (Britannica / Wikipedia, 'Jean-Baptiste Drouet'): Drouet, postmaster of Sainte-Menehould, recognised the king from his image on an assignat; the wrong options (Jean-Baptiste Kléber, Jean-Baptiste Bernadotte, Jean-Baptiste Jourdan) are wrong; explanation confirmed.",
    'Which bishop of Autun, later a famous diplomat, said Mass at the Festival of the Federation in 1790?':
      "Checked (Britannica / Wikipedia, 'Charles Maurice de Talleyrand'): Talleyrand, bishop of Autun, celebrated Mass at the Fête de la Fédération; the wrong options (Sieyès, Grégoire, Fauchet) are wrong; explanation confirmed. Options reworded for length (issue 14, len-e): 'Fauchet' → 'Loménie de Brienne'. Rechecked by len-f: confirmed: Talleyrand; Loménie de Brienne was archbishop of Toulouse and Sens, not bishop of Autun.",
    'Which poet was guillotined on 25 July 1794, two days before the fall of Robespierre?':
      "Checked (Britannica / Wikipedia, 'André Chénier'): André Chénier was guillotined on 25 July 1794, two days before 9 Thermidor; the wrong options (Jacques Delille, Évariste de Parny, Fabre d'Églantine) are wrong; explanation confirmed.",
    'Which Irish-born British statesman attacked the Revolution in his Reflections of 1790?':
      "Checked (Britannica / Wikipedia, 'Reflections on the Revolution in France'): Burke's Reflections (1790) predicted military dictatorship; the wrong options (Thomas Paine, William Godwin, Richard Price) are wrong; explanation confirmed.",
    'Which English-born writer defended the Revolution in Rights of Man and sat in the National Convention?':
      "Checked (Britannica / Wikipedia, 'Thomas Paine'): Paine wrote Rights of Man, sat in the Convention, opposed the king's execution and was jailed; the wrong options (Edmund Burke, William Godwin, Joseph Priestley) are wrong; explanation confirmed.",
    'Which widow married General Bonaparte in 1796?':
      "Checked (Britannica / Wikipedia, 'Joséphine de Beauharnais'): Joséphine married Bonaparte in 1796; Alexandre de Beauharnais was guillotined in July 1794; the wrong options (Marie Louise of Austria, Désirée Clary, Thérésa Cabarrus) are wrong; explanation confirmed.",
    'On which island was Napoleon Bonaparte born?':
      "Checked (Britannica / Wikipedia, 'Napoleon: early life'): Napoleon was born in Ajaccio, Corsica, in 1769, a year after Genoa ceded the island to France; the wrong options (Sardinia, Sicily, Elba) are wrong; explanation confirmed.",
    'What long-handled weapon with a spearhead did the sans-culottes carry?':
      "Checked (Britannica / Wikipedia, 'Sans-culottes'): the pike was the emblem weapon of the sans-culottes; the wrong options (The longbow, The crossbow, The sabre) are wrong; explanation confirmed.",
    'What replaced the monarchy in France in September 1792?':
      "Checked (Britannica / Wikipedia, 'French First Republic'): the Convention abolished the monarchy on 21 September 1792; the wrong options (The Consulate, The Empire, The Directory) are wrong; explanation confirmed.",
    'What happened to Louis XVI in January 1793?':
      "Checked (Britannica / Wikipedia, 'Execution of Louis XVI'): Louis XVI was guillotined on 21 January 1793 after a narrow vote; the wrong options (He escaped to Austria, He abdicated and went into exile, He died in prison) are wrong; explanation confirmed.",
    'What was the fate of Marie Antoinette in October 1793?':
      "Checked (Britannica / Wikipedia, 'Marie Antoinette'): Marie Antoinette was guillotined on 16 October 1793, taken in an open cart; the wrong options (She escaped to Vienna, She died in prison, She entered a convent) are wrong; explanation confirmed.",
    'What name is given to the period of mass executions in 1793–94?':
      "Checked (Britannica / Wikipedia, 'Reign of Terror'): the period of 1793-94 is the Reign of Terror; 'terror the order of the day' in September 1793; the wrong options (The Great Fear, The Restoration, The Directory) are wrong; explanation confirmed.",
    "Which execution machine became the symbol of the Revolution's violence?":
      "Checked (Britannica / Wikipedia, 'Guillotine'): the guillotine, first used on a highwayman in April 1792; the wrong options (The gallows, The firing squad, The breaking wheel) are wrong; explanation confirmed.",
    'Which modern word comes from the name of the regime of 1793–94?':
      "Checked (Britannica / Wikipedia, 'Terrorism: etymology'): 'terrorism' derives from the Terror and entered English in the 1790s; the wrong options (Anarchism, Nihilism, Fascism) are wrong; explanation confirmed.",
    'What were the working-class radicals of Paris, who wore long trousers rather than knee breeches, called?':
      "Checked (Britannica / Wikipedia, 'Sans-culottes'): sans-culottes wore trousers instead of knee breeches; the wrong options (Enragés, Chouans, Muscadins) are wrong; explanation confirmed.",
    'What was the cart that took the condemned to the scaffold called in English?':
      "Checked (Britannica / Wikipedia, 'Tumbrel'): the tumbril carried the condemned to the scaffold; the wrong options (A hackney, A landau, A brougham) are wrong; explanation confirmed.",
    'What were the women who knitted while watching public executions called?':
      "Checked (Britannica / Wikipedia, 'Tricoteuse'): the tricoteuses knitted at executions and in the Convention galleries; the wrong options (Poissardes, Merveilleuses, Vivandières) are wrong; explanation confirmed.",
    "Which political club, named after a Dominican convent in Paris, was Robespierre's power base?":
      "Checked (Britannica / Wikipedia, 'Jacobin Club'): the Jacobin Club met in a Dominican (Jacobin) convent on the Rue Saint-Honoré; the wrong options (The Cordeliers Club, The Feuillant Club, The Society of 1789) are wrong; explanation confirmed.",
    'Which club split off in July 1791 to defend constitutional monarchy?':
      "Checked (Britannica / Wikipedia, 'Feuillants'): the Feuillants split off in July 1791 to defend the constitutional monarchy; the wrong options (The Cordeliers, The Enragés, The Girondins) are wrong; explanation confirmed. Options reworded for length in issue 14 and restored by the lead, so the key is the longest option in about a quarter of the bank's questions at this level (rewording them all made 'never the longest' a cue of its own).",
    'What were the radical deputies who sat on the high benches of the Convention called?':
      "Checked (Britannica / Wikipedia, 'The Mountain'): the Mountain sat on the high benches; the Plain were mocked as toads of the marsh; the wrong options (The Plain, The Gironde, The Cordeliers) are wrong; explanation confirmed.",
    'Which faction, named after a department around Bordeaux, was purged from the Convention in June 1793?':
      "Checked (Britannica / Wikipedia, 'Girondins'): the Girondins were expelled on 2 June 1793; 29 deputies were arrested; the wrong options (The Montagnards, The Hébertists, The Dantonists) are wrong; explanation confirmed.",
    'Which Girondin orator warned that the Revolution, like Saturn, might devour its own children?':
      "Checked (Britannica / Wikipedia, 'Pierre Victurnien Vergniaud'): Vergniaud's Saturn remark; he was guillotined on 31 October 1793 with twenty others; the wrong options (Jacques Pierre Brissot, Jean-Marie Roland, Charles Barbaroux) are wrong; explanation confirmed.",
    'Which committee was the real government of France during the Terror?':
      "Checked (Britannica / Wikipedia, 'Committee of Public Safety'): the Committee of Public Safety had twelve members renewed monthly; the wrong options (The Committee of General Security, The Council of Ancients, The Paris Commune) are wrong; explanation confirmed.",
    'Which body ran the city of Paris and pushed the Convention towards radical measures in 1792–94?':
      "Checked (Britannica / Wikipedia, 'Paris Commune (French Revolution)'): the Paris Commune sat at the Hôtel de Ville and commanded the National Guard; the wrong options (The Paris Parlement, The Paris Sections Council, The Paris Chamber) are wrong; explanation confirmed.",
    'Which 1792 assembly was elected after the king had been deposed?':
      "Checked (Britannica / Wikipedia, 'National Convention'): the National Convention was elected in September 1792 with near-universal male suffrage; the wrong options (The Legislative Assembly, The Constituent Assembly, The Council of Five Hundred) are wrong; explanation confirmed.",
    'Which Paris palace was stormed on 10 August 1792, toppling the monarchy?':
      "Checked (Britannica / Wikipedia, 'Insurrection of 10 August 1792'): the Tuileries were stormed on 10 August 1792; the wrong options (The Louvre, The Palais-Royal, The Luxembourg) are wrong; explanation confirmed.",
    'Which foreign soldiers died in hundreds defending the king in August 1792, as the Lion Monument in Lucerne recalls?':
      "Checked (Britannica / Wikipedia, 'Lion Monument'): the Swiss Guards died defending the Tuileries; the Lion of Lucerne shows a dying lion pierced by a broken spear; the wrong options (The Scottish Guards, The Irish Brigade, The Hessian Guards) are wrong; explanation confirmed.",
    'What name is given to the killing of more than 1,000 prisoners in Paris in 1792, as Prussian troops advanced?':
      "Checked (Britannica / Wikipedia, 'September Massacres'): more than 1,100 prisoners were killed in the September Massacres of 1792; the wrong options (The Champ de Mars Massacre, The St Bartholomew's Day Massacre, The Vendée Massacres) are wrong; explanation confirmed.",
    "Where did the National Guard fire on a crowd petitioning for the king's removal in July 1791?":
      "Checked (Britannica / Wikipedia, 'Champ de Mars massacre'): on 17 July 1791 the National Guard fired on the crowd at the Champ de Mars under martial law; the wrong options (The Place de Grève, The Place des Vosges, The Place du Carrousel) are wrong; explanation confirmed.",
    'In which Paris building was the royal family held from August 1792?':
      "Checked (Britannica / Wikipedia, 'Temple (Paris)'): the royal family was imprisoned in the Temple tower, demolished in 1808; the wrong options (The Bastille, The Conciergerie, The Tower of Nesle) are wrong; explanation confirmed.",
    "Which Paris prison held Louis XVI's queen in her last weeks?":
      "Checked (Britannica / Wikipedia, 'Conciergerie'): Marie Antoinette spent her last weeks in the Conciergerie; the wrong options (The Bastille, Saint-Lazare, La Force) are wrong; explanation confirmed. Options reworded for length (issue 14, len-e): 'La Force' → 'The Abbaye prison'. Rechecked by len-f: confirmed: the Conciergerie; the Abbaye was another prison.",
    'In which square, renamed Place de la Concorde in 1795, was Louis XVI beheaded?':
      "Checked (Britannica / Wikipedia, 'Place de la Concorde'): Louis XVI was executed in the Place de la Révolution, formerly Place Louis XV, renamed Concorde in 1795; the wrong options (The Place de Grève, The Place du Trône, The Place du Carrousel) are wrong; explanation confirmed. Options reworded for length (issue 14, len-e): 'The Place du Trône' → 'The Place de la Contrescarpe'. Rechecked by len-f: confirmed: the Place de la Révolution; the Contrescarpe was never renamed Concorde.",
    'Which law of September 1793 let committees arrest almost anyone thought hostile to the Revolution?':
      "Checked (Britannica / Wikipedia, 'Law of Suspects'): the Law of Suspects of 17 September 1793; the wrong options (The Law of 22 Prairial, The Le Chapelier Law, The Law of the Maximum) are wrong; explanation confirmed.",
    'Which law of June 1794 took away defence counsel and set off the Great Terror?':
      "Checked (Britannica / Wikipedia, 'Law of 22 Prairial'): the Law of 22 Prairial (10 June 1794) removed defence counsel and began the Great Terror; the wrong options (The Law of Suspects, The Law of 14 Frimaire, The Law of the Maximum) are wrong; explanation confirmed. Options reworded for length (issue 14, len-e): 'The Law of the Maximum' → 'The Law of 19 Fructidor'. Rechecked by len-f: confirmed: 22 Prairial; the law of 19 Fructidor is of 1797.",
    'Which law of 1793 fixed the prices of grain and other basic goods?':
      "Checked (Britannica / Wikipedia, 'Law of the Maximum'): the Law of the Maximum of 1793 fixed prices and wages; the wrong options (The Le Chapelier Law, The Law of Suspects, The Ventôse Decrees) are wrong; explanation confirmed. Options reworded for length in issue 14 and restored by the lead, so the key is the longest option in about a quarter of the bank's questions at this level (rewording them all made 'never the longest' a cue of its own).",
    'Roughly how many people were officially executed in France during the Terror?':
      "Checked (Britannica / Wikipedia, 'Reign of Terror: death toll'): about 17,000 official death sentences were carried out; the wrong options (About 1,700, About 170,000, About 1.7 million) are wrong; explanation confirmed.",
    'Which festival did Robespierre lead on 8 June 1794 to launch a new cult?':
      "Checked (Britannica / Wikipedia, 'Cult of the Supreme Being'): the Festival of the Supreme Being on 8 June 1794; Robespierre burned an effigy of Atheism; the wrong options (The Festival of Reason, The Festival of the Federation, The Festival of Unity) are wrong; explanation confirmed. Options reworded for length (issue 14, len-e): 'The Festival of Unity' → 'The Festival of Unity and Indivisibility'. Rechecked by len-f: confirmed: the Supreme Being; the Festival of Unity and Indivisibility was 10 August 1793.",
    'By which revolutionary month is the fall of Robespierre in July 1794 known?':
      "Checked (Britannica / Wikipedia, 'Thermidorian Reaction'): Robespierre fell on 9 Thermidor Year II (27 July 1794); the wrong options (Brumaire, Prairial, Fructidor) are wrong; explanation confirmed. Options reworded for length in issue 14 and restored by the lead, so the key is the longest option in about a quarter of the bank's questions at this level (rewording them all made 'never the longest' a cue of its own).",
    'Which deputy on mission ordered mass drownings of prisoners in the Loire at Nantes?':
      "Checked (Britannica / Wikipedia, 'Jean-Baptiste Carrier'): Carrier ordered the noyades at Nantes; the wrong options (Joseph Fouché, Jean-Lambert Tallien, Paul Barras) are wrong; explanation confirmed. Options reworded for length (issue 14, len-e): 'Joseph Fouché' → 'Jean-Marie Collot d'Herbois'. Rechecked by len-f: confirmed: Carrier at Nantes; Collot d'Herbois was at Lyon.",
    'Which city did the Convention decree should be destroyed after its revolt in 1793, renaming it Liberated City?':
      "Checked (Britannica / Wikipedia, 'Siege of Lyon'): Lyon was renamed Ville-Affranchie; mass shootings at Les Brotteaux; the wrong options (Marseille, Toulon, Bordeaux) are wrong; explanation confirmed.",
    'Which region of western France rose in a Catholic and royalist revolt in March 1793?':
      "Checked (Britannica / Wikipedia, 'War in the Vendée'): the Vendée rose in March 1793 against the levy of 300,000 men; the wrong options (Alsace, Burgundy, Provence) are wrong; explanation confirmed. Options reworded for length in issue 14 and restored by the lead, so the key is the longest option in about a quarter of the bank's questions at this level (rewording them all made 'never the longest' a cue of its own).",
    'What were the royalist guerrillas of Brittany and Normandy called?':
      "Checked (Britannica / Wikipedia, 'Chouannerie'): the Chouans, perhaps from the owl call 'chat-huant'; the wrong options (Camisards, Muscadins, Fédérés) are wrong; explanation confirmed.",
    "Which general sent 'infernal columns' to burn villages across the Vendée in 1794?":
      "Checked (Britannica / Wikipedia, 'Louis Marie Turreau'): Turreau led the colonnes infernales in 1794; the wrong options (Lazare Hoche, Jean-Baptiste Kléber, François Séverin Marceau) are wrong; explanation confirmed.",
    "Which Carmelite nuns' execution in 1794 inspired an opera by Francis Poulenc?":
      "Checked (Britannica / Wikipedia, 'Martyrs of Compiègne'): the sixteen Carmelites of Compiègne, subject of Poulenc's Dialogues des Carmélites; the wrong options (The nuns of Chartres, The nuns of Rouen, The nuns of Reims) are wrong; explanation confirmed. Options reworded for length in issue 14 and restored by the lead, so the key is the longest option in about a quarter of the bank's questions at this level (rewording them all made 'never the longest' a cue of its own).",
    "Where was the royal family's flight stopped in June 1791?":
      "Checked (Britannica / Wikipedia, 'Flight to Varennes'): the flight was stopped at Varennes on 21 June 1791; the wrong options (Valmy, Verdun, Vincennes) are wrong; explanation confirmed.",
    'Which fortress town near the eastern border were the royals trying to reach in their flight of 1791?':
      "Checked (Britannica / Wikipedia, 'Flight to Varennes'): the royal party was heading for Montmédy, where Bouillé's troops waited; the wrong options (Strasbourg, Lille, Sedan) are wrong; explanation confirmed.",
    'Which country did France declare war on in April 1792?':
      "Checked (Britannica / Wikipedia, 'War of the First Coalition'): France declared war on the King of Bohemia and Hungary (Austria) on 20 April 1792; the wrong options (Britain, Spain, Russia) are wrong; explanation confirmed. Options reworded for length (issue 14, len-e): 'Spain' → 'Portugal'. Rechecked by len-f: confirmed: Austria, 20 April 1792; Portugal joined the war only in 1793.",
    'What 1791 statement by the Austrian emperor and the Prussian king hinted they might act to help Louis XVI?':
      "Checked (Britannica / Wikipedia, 'Declaration of Pillnitz'): the Declaration of Pillnitz, August 1791; the wrong options (The Brunswick Manifesto, The Treaty of Basel, The Holy Alliance) are wrong; explanation confirmed. Options reworded for length in issue 14 and restored by the lead, so the key is the longest option in about a quarter of the bank's questions at this level (rewording them all made 'never the longest' a cue of its own).",
    'Which manifesto of July 1792 threatened Paris with destruction if the royal family were harmed?':
      "Checked (Britannica / Wikipedia, 'Brunswick Manifesto'): the Brunswick Manifesto of 25 July 1792; the wrong options (The Pillnitz Manifesto, The Vienna Manifesto, The Verona Manifesto) are wrong; explanation confirmed. Options reworded for length in issue 14 and restored by the lead, so the key is the longest option in about a quarter of the bank's questions at this level (rewording them all made 'never the longest' a cue of its own).",
    'What were nobles and others who fled France during the Revolution called?':
      "Checked (Britannica / Wikipedia, 'French emigration (1789–1815)'): émigrés' property was confiscated and sold from 1792; the wrong options (Fédérés, Chouans, Muscadins) are wrong; explanation confirmed.",
    "In which Rhineland city did the king's brothers gather an émigré army?":
      "Checked (Britannica / Wikipedia, 'Army of Condé'): the émigré army gathered at Koblenz under the Elector of Trier, Louis XVI's uncle; the wrong options (Mainz, Cologne, Trier) are wrong; explanation confirmed. Options reworded for length (issue 14, len-e): 'Trier' → 'Düsseldorf'. Rechecked by len-f: confirmed: Koblenz; Düsseldorf was not the émigré seat (dropping Trier, the elector's other city, also removes a near-miss).",
    'At which battle in September 1792 did French artillery turn back the Prussians?':
      "Checked (Britannica / Wikipedia, 'Battle of Valmy'): Valmy, 20 September 1792; Goethe's remark on a new epoch; the wrong options (Jemappes, Fleurus, Neerwinden) are wrong; explanation confirmed.",
    'At which battle of November 1792 did the French defeat the Austrians and overrun the Austrian Netherlands?':
      "Checked (Britannica / Wikipedia, 'Battle of Jemappes'): Jemappes, 6 November 1792; the wrong options (Fleurus, Neerwinden, Wattignies) are wrong; explanation confirmed.",
    'Which French general tried to march on Paris and then went over to the Austrians in April 1793?':
      "Checked (Britannica / Wikipedia, 'Charles François Dumouriez'): Dumouriez defected to the Austrians in April 1793; the wrong options (François Christophe Kellermann, Adam Philippe de Custine, Jean Nicolas Houchard) are wrong; explanation confirmed.",
    'At which battle of June 1794 did a French observation balloon watch the Austrian lines for hours?':
      "Checked (Britannica / Wikipedia, 'Battle of Fleurus (1794)'): the balloon L'Entreprenant observed at Fleurus, 26 June 1794; the wrong options (Jemappes, Wattignies, Hondschoote) are wrong; explanation confirmed.",
    'What was the mass call-up of August 1793 that put all Frenchmen on a war footing called?':
      "Checked (Britannica / Wikipedia, 'Levée en masse'): the levée en masse decree of 23 August 1793; the wrong options (The Grande Armée, The amalgame, The Garde nationale) are wrong; explanation confirmed.",
    'Which member of the Committee of Public Safety was called the Organiser of Victory?':
      "Checked (Britannica / Wikipedia, 'Lazare Carnot'): Lazare Carnot, 'Organiser of Victory', later a Director; the wrong options (Bertrand Barère, Georges Couthon, Robert Lindet) are wrong; explanation confirmed.",
    'Which British prime minister led Britain into war with revolutionary France in 1793?':
      "Checked (Britannica / Wikipedia, 'William Pitt the Younger'): Pitt the Younger was prime minister when war began in February 1793; the wrong options (Lord North, Charles James Fox, Henry Addington) are wrong; explanation confirmed. Options reworded for length in issue 14 and restored by the lead, so the key is the longest option in about a quarter of the bank's questions at this level (rewording them all made 'never the longest' a cue of its own).",
    "Which country's navy blockaded France and fought it at sea throughout the 1790s?":
      "Checked (Britannica / Wikipedia, 'Glorious First of June'): the Royal Navy blockaded France; the Glorious First of June, 1794; the wrong options (Spain, Russia, Portugal) are wrong; explanation confirmed.",
    'Which naval port did royalists hand over to the British in 1793, before it was retaken in December?':
      "Checked (Britannica / Wikipedia, 'Siege of Toulon'): royalists handed Toulon to the British in 1793; retaken in December; the wrong options (Brest, Marseille, Cherbourg) are wrong; explanation confirmed.",
    "Which French Caribbean colony's slave revolt of 1791 led France to abolish slavery in 1794?":
      "Checked (Britannica / Wikipedia, 'Haitian Revolution'): the slave revolt in Saint-Domingue began in 1791; the Convention abolished slavery in February 1794; the wrong options (Martinique, Guadeloupe, Saint Lucia) are wrong; explanation confirmed.",
    'Which former slave became the leading general of Saint-Domingue in the 1790s?':
      "Checked (Britannica / Wikipedia, 'Toussaint Louverture'): Toussaint Louverture died at Fort de Joux in the Jura in 1803; the wrong options (Jean-Jacques Dessalines, Henri Christophe, Alexandre Pétion) are wrong; explanation confirmed.",
    'Which young general led the victorious French campaign in Italy in 1796–97?':
      "Checked (Britannica / Wikipedia, 'Italian campaign of 1796–1797'): Bonaparte led the Italian campaign of 1796-97; the wrong options (Lazare Hoche, Jean-Victor Moreau, André Masséna) are wrong; explanation confirmed.",
    'At which battle of November 1796 did Bonaparte lead a charge on a bridge, flag in hand?':
      "Checked (Britannica / Wikipedia, 'Battle of the Bridge of Arcole'): Arcole, November 1796; Gros painted Bonaparte on the bridge; the wrong options (Lodi, Rivoli, Marengo) are wrong; explanation confirmed.",
    'Which treaty of October 1797 ended the war between France and Austria?':
      "Checked (Britannica / Wikipedia, 'Treaty of Campo Formio'): the Treaty of Campo Formio, October 1797; the wrong options (The Treaty of Lunéville, The Treaty of Amiens, The Treaty of Basel) are wrong; explanation confirmed. Options reworded for length in issue 14 and restored by the lead, so the key is the longest option in about a quarter of the bank's questions at this level (rewording them all made 'never the longest' a cue of its own).",
    'Which country did Bonaparte invade in 1798?':
      "Checked (Britannica / Wikipedia, 'French campaign in Egypt and Syria'): Bonaparte invaded Egypt in 1798 with his savants; the wrong options (Ireland, Portugal, Morocco) are wrong; explanation confirmed.",
    'Which British admiral destroyed the French fleet at Aboukir Bay in 1798?':
      "Checked (Britannica / Wikipedia, 'Battle of the Nile'): Nelson destroyed the French fleet at Aboukir Bay; L'Orient exploded; the wrong options (John Jervis, Cuthbert Collingwood, Samuel Hood) are wrong; explanation confirmed.",
    'Which battle of July 1798 won Cairo for the French?':
      "Checked (Britannica / Wikipedia, 'Battle of the Pyramids'): the Battle of the Pyramids, 21 July 1798, won Cairo; the wrong options (The Battle of Aboukir, The Battle of Heliopolis, The Battle of Mount Tabor) are wrong; explanation confirmed.",
    'In which bay in County Mayo did a small French force land to aid Irish rebels in 1798?':
      "Checked (Britannica / Wikipedia, 'French expedition to Ireland (1798)'): Humbert landed at Killala in August 1798 and won at Castlebar; the wrong options (Bantry Bay, Galway Bay, Dublin Bay) are wrong; explanation confirmed. Options reworded for length in issue 14 and restored by the lead, so the key is the longest option in about a quarter of the bank's questions at this level (rewording them all made 'never the longest' a cue of its own).",
    'Which Irish revolutionary sailed with a French fleet to Bantry Bay in 1796?':
      "Checked (Britannica / Wikipedia, 'Wolfe Tone'): Wolfe Tone sailed with the Bantry Bay expedition of December 1796; the wrong options (Robert Emmet, Daniel O'Connell, Lord Edward FitzGerald) are wrong; explanation confirmed.",
    'Which sister republic did the French set up in the Netherlands in 1795?':
      "Checked (Britannica / Wikipedia, 'Batavian Republic'): the Batavian Republic was founded in 1795; the wrong options (The Cisalpine Republic, The Helvetic Republic, The Parthenopean Republic) are wrong; explanation confirmed.",
    'On which Breton peninsula did an émigré force landed by the British navy meet disaster in 1795?':
      "Checked (Britannica / Wikipedia, 'Battle of Quiberon'): the Quiberon landing of 1795 ended in mass executions; the wrong options (Crozon, Cotentin, Guérande) are wrong; explanation confirmed. Options reworded for length (issue 14, len-e): 'Crozon' → 'Plougastel'. Rechecked by len-f: confirmed: Quiberon; the Plougastel peninsula saw no such landing.",
    'What five-man executive ruled France from 1795 to 1799?':
      "Checked (Britannica / Wikipedia, 'French Directory'): the five-man Directory ruled 1795-99; one director left each year, chosen by lot; the wrong options (The Consulate, The Triumvirate, The Committee of Public Safety) are wrong; explanation confirmed.",
    'Which constitution set up the regime of 1795–99?':
      "Checked (Britannica / Wikipedia, 'Constitution of the Year III'): the Constitution of the Year III set up the Directory with a property franchise; the wrong options (The Constitution of the Year VIII, The Constitution of the Year XII, The Constitution of the Year IX) are wrong; explanation confirmed.",
    'What were the two chambers of the legislature under the Directory?':
      "Checked (Britannica / Wikipedia, 'French Directory'): the Council of Five Hundred and the Council of Ancients (members 40+, married or widowed); the wrong options (The Senate and the Tribunate, The Chamber of Peers and the Chamber of Deputies, The Legislative Body and the Council of State) are wrong; explanation confirmed. Options reworded for length in issue 14 and restored by the lead, so the key is the longest option in about a quarter of the bank's questions at this level (rewording them all made 'never the longest' a cue of its own).",
    'Which director, notorious for corruption and pleasure, sat on the executive for its whole life?':
      "Checked (Britannica / Wikipedia, 'Paul Barras'): Barras was a Director for the whole life of the Directory; the wrong options (Lazare Carnot, Louis-Marie de La Révellière-Lépeaux, Étienne-François Letourneur) are wrong; explanation confirmed.",
    'What was the royalist rising in Paris that Bonaparte crushed with cannon in October 1795 called?':
      "Checked (Britannica / Wikipedia, '13 Vendémiaire'): 13 Vendémiaire, October 1795; the 'whiff of grapeshot'; the wrong options (18 Brumaire, 9 Thermidor, 18 Fructidor) are wrong; explanation confirmed.",
    'What was the coup of September 1797 that purged royalist deputies called?':
      "Checked (Britannica / Wikipedia, 'Coup of 18 Fructidor'): the coup of 18 Fructidor, September 1797; deportations to Guiana; the wrong options (13 Vendémiaire, 22 Floréal, 30 Prairial) are wrong; explanation confirmed.",
    'What was the 1796 plot by Gracchus Babeuf to overthrow the Directory called?':
      "Checked (Britannica / Wikipedia, 'Conspiracy of the Equals'): Babeuf's Conspiracy of the Equals, 1796; he was guillotined in 1797; the wrong options (The Conspiracy of Amboise, The Cadoudal Plot, The Plot of the Rue Saint-Nicaise) are wrong; explanation confirmed.",
    'What were the extravagantly dressed young women of Directory Paris called?':
      "Checked (Britannica / Wikipedia, 'Merveilleuses'): the Merveilleuses of the Directory; the wrong options (Précieuses, Coquettes, Grisettes) are wrong; explanation confirmed.",
    "What was Bonaparte's coup of November 1799 called?":
      "Checked (Britannica / Wikipedia, 'Coup d'état of 18 Brumaire'): the coup of 18 Brumaire, November 1799; Brumaire is the month of mists; the wrong options (9 Thermidor, 13 Vendémiaire, 18 Fructidor) are wrong; explanation confirmed.",
    'Which regime, led by three consuls, replaced the Directory in 1799?':
      "Checked (Britannica / Wikipedia, 'French Consulate'): the Consulate of three consuls, approved by plebiscite; the wrong options (The Empire, The Convention, The Triumvirate) are wrong; explanation confirmed.",
    'What military rank did Bonaparte hold when he seized power in 1799?':
      "Checked (Britannica / Wikipedia, 'Napoleon'): Bonaparte was a general, aged 30 (born 15 August 1769); the wrong options (Admiral, Colonel, Marshal) are wrong; explanation confirmed.",
    'Which director plotted the coup of 1799 with Bonaparte, expecting to control him?':
      "Checked (Britannica / Wikipedia, 'Emmanuel-Joseph Sieyès'): Sieyès plotted the coup as a Director; the wrong options (Paul Barras, Louis Gohier, Jean-François Moulin) are wrong; explanation confirmed. Options reworded for length in issue 14 and restored by the lead, so the key is the longest option in about a quarter of the bank's questions at this level (rewording them all made 'never the longest' a cue of its own).",
    "Which of Bonaparte's brothers presided over the lower house and rallied the troops to save the coup of 1799?":
      "Checked (Britannica / Wikipedia, 'Lucien Bonaparte'): Lucien Bonaparte, president of the Five Hundred, rallied the troops; the wrong options (Joseph, Louis, Jérôme) are wrong; explanation confirmed.",
    'Into what units did the Revolution divide France in 1790, units still used today?':
      "Checked (Britannica / Wikipedia, 'Departments of France'): departments were created in 1790; the wrong options (Provinces, Counties, Duchies) are wrong; explanation confirmed.",
    "What are the three words of France's revolutionary motto?":
      "Checked (Britannica / Wikipedia, 'Liberté, égalité, fraternité'): Liberté, égalité, fraternité, written into the 1848 constitution; the wrong options (Liberty, order, progress, Unity, justice, liberty, Peace, bread, land) are wrong; explanation confirmed.",
    'What is the French national anthem, written in 1792, called?':
      "Checked (Britannica / Wikipedia, 'La Marseillaise'): La Marseillaise (1792), first called Chant de guerre pour l'armée du Rhin; the wrong options (Le Chant du départ, Ça ira, La Carmagnole) are wrong; explanation confirmed.",
    'Which army officer wrote the words and music of the French anthem in Strasbourg in 1792?':
      "Checked (Britannica / Wikipedia, 'Claude Joseph Rouget de Lisle'): Rouget de Lisle wrote words and music in Strasbourg in 1792; the wrong options (Étienne Méhul, François-Joseph Gossec, Marie-Joseph Chénier) are wrong; explanation confirmed. Options reworded for length in issue 14 and restored by the lead, so the key is the longest option in about a quarter of the bank's questions at this level (rewording them all made 'never the longest' a cue of its own).",
    'Which three colours made up the revolutionary cockade?':
      "Checked (Britannica / Wikipedia, 'Cockade of France'): the cockade was blue, white and red; the vertical tricolour flag dates from 1794; the wrong options (Blue, white and gold, Red, white and green, Black, white and red) are wrong; explanation confirmed.",
    'Which two colours of the cockade were those of the city of Paris?':
      "Checked (Britannica / Wikipedia, 'Cockade of France'): blue and red were the colours of Paris, white that of the monarchy; the wrong options (Blue and white, White and red, Blue and gold) are wrong; explanation confirmed.",
    'What colour cockade did French royalists wear?':
      "Checked (Britannica / Wikipedia, 'White cockade'): royalists wore the white cockade; the wrong options (Green, Yellow, Purple) are wrong; explanation confirmed.",
    'Which female figure in a liberty cap personifies the French Republic?':
      "Checked (Britannica / Wikipedia, 'Marianne'): Marianne in a Phrygian cap personifies the Republic; the wrong options (Britannia, Germania, Helvetia) are wrong; explanation confirmed.",
    'What is the soft red liberty cap worn by revolutionaries also called?':
      "Checked (Britannica / Wikipedia, 'Phrygian cap'): the bonnet rouge is the Phrygian cap, linked to the freedman's pileus; the wrong options (The tricorne, The bicorne, The busby) are wrong; explanation confirmed. Options reworded for length in issue 14 and restored by the lead, so the key is the longest option in about a quarter of the bank's questions at this level (rewording them all made 'never the longest' a cue of its own).",
    'What did revolutionaries call each other instead of Monsieur and Madame?':
      "Checked (Britannica / Wikipedia, 'Citizen (French Revolution)'): revolutionaries addressed one another as citoyen / citoyenne; the wrong options (Comrade, Brother, Friend) are wrong; explanation confirmed.",
    'What did villages plant as a symbol of the Revolution?':
      "Checked (Britannica / Wikipedia, 'Liberty tree'): liberty trees were planted across France; the wrong options (Rose bushes, Olive groves, Hedges of laurel) are wrong; explanation confirmed.",
    'Which decimal system of weights and measures did revolutionary France introduce?':
      "Checked (Britannica / Wikipedia, 'Metric system'): revolutionary France introduced the metric system; the wrong options (The imperial system, The avoirdupois system, The troy system) are wrong; explanation confirmed.",
    'What was the metre first defined as in the 1790s?':
      "Checked (Britannica / Wikipedia, 'History of the metre'): the metre was defined in 1791-93 as one ten-millionth of the pole-to-equator meridian, surveyed Dunkirk-Barcelona; the wrong options (The length of a pendulum beating once a second, One hundredth of the length of the Seine, The height of a standing man in Paris) are wrong; explanation confirmed.",
    'From which event was Year I of the revolutionary calendar counted?':
      "Checked (Britannica / Wikipedia, 'French Republican calendar'): Year I began on 22 September 1792 with the Republic; the wrong options (The storming of the Bastille, The execution of the king, The Tennis Court Oath) are wrong; explanation confirmed. Options reworded for length in issue 14 and restored by the lead, so the key is the longest option in about a quarter of the bank's questions at this level (rewording them all made 'never the longest' a cue of its own).",
    'How many days did each month of the revolutionary calendar have?':
      "Checked (Britannica / Wikipedia, 'French Republican calendar'): each month had 30 days, plus five or six extra days; the wrong options (28, 36, 40) are wrong; explanation confirmed.",
    'How many days long was the week of the revolutionary calendar?':
      "Checked (Britannica / Wikipedia, 'French Republican calendar'): the décade was a ten-day week; the wrong options (Five, Six, Eight) are wrong; explanation confirmed.",
    'Which month of the revolutionary calendar was named after the harvest?':
      "Checked (Britannica / Wikipedia, 'Messidor'): Messidor, from Latin messis, harvest; the wrong options (Floréal, Fructidor, Germinal) are wrong; explanation confirmed.",
    'Which poet and actor invented the names of the months of the revolutionary calendar?':
      "Checked (Britannica / Wikipedia, 'Fabre d'Églantine'): Fabre d'Églantine named the months and was guillotined in April 1794; the wrong options (André Chénier, Collot d'Herbois, Marie-Joseph Chénier) are wrong; explanation confirmed.",
    'What did revolutionaries rename the cathedral of Notre-Dame de Paris in 1793?':
      "Checked (Britannica / Wikipedia, 'Cult of Reason'): Notre-Dame became the Temple of Reason in November 1793; the wrong options (The Temple of Liberty, The Hall of the People, The House of the Nation) are wrong; explanation confirmed.",
    'Which 1790 law made priests state employees chosen by elected assemblies?':
      "Checked (Britannica / Wikipedia, 'Civil Constitution of the Clergy'): the Civil Constitution of the Clergy, July 1790; the wrong options (The Concordat, The Organic Articles, The Edict of Toleration) are wrong; explanation confirmed.",
    'What were priests who refused the oath to the new Church settlement called?':
      "Checked (Britannica / Wikipedia, 'Refractory clergy'): non-juring priests were called refractory; the wrong options (Juring priests, Constitutional priests, Secular priests) are wrong; explanation confirmed.",
    "Which pope condemned the Revolution's Church settlement in 1791 and later died a prisoner of France?":
      "Checked (Britannica / Wikipedia, 'Pope Pius VI'): Pius VI condemned it in 1791 and died at Valence in 1799; the wrong options (Clement XIV, Benedict XIV, Innocent XIII) are wrong; explanation confirmed.",
    'Which festival on 14 July 1790 marked the first anniversary of the taking of the Bastille?':
      "Checked (Britannica / Wikipedia, 'Fête de la Fédération'): the Fête de la Fédération, 14 July 1790, on the Champ de Mars dug by volunteers; the wrong options (The Festival of the Supreme Being, The Festival of Reason, The Festival of Unity) are wrong; explanation confirmed.",
    'What was the paper money issued from 1789–90, backed by nationalised land, called?':
      "Checked (Britannica / Wikipedia, 'Assignat'): assignats, backed by nationalised Church land; the wrong options (Mandats, Louis d'or, Écus) are wrong; explanation confirmed.",
    'Which Paris church was turned into a resting place for great men in 1791?':
      "Checked (Britannica / Wikipedia, 'Panthéon'): the Panthéon was converted in 1791; the wrong options (Les Invalides, Saint-Sulpice, The Madeleine) are wrong; explanation confirmed.",
    'Which painter and deputy designed the great festivals of the Revolution?':
      "Checked (Britannica / Wikipedia, 'Jacques-Louis David'): David staged the revolutionary festivals and voted for the king's death; the wrong options (Hubert Robert, Jean-Baptiste Greuze, François Gérard) are wrong; explanation confirmed.",
    'Which novel by Baroness Orczy has an English hero who rescues aristocrats from the guillotine?':
      "Checked (Britannica / Wikipedia, 'The Scarlet Pimpernel'): Orczy's The Scarlet Pimpernel; the wrong options (The Count of Monte Cristo, The Three Musketeers, The Prisoner of Zenda) are wrong; explanation confirmed.",
    'Which Victor Hugo novel is set during the Vendée revolt of 1793?':
      "Checked (Britannica / Wikipedia, 'Ninety-Three'): Quatrevingt-treize (1874), Hugo's last novel; the wrong options (Toilers of the Sea, The Man Who Laughs, The Last Day of a Condemned Man) are wrong; explanation confirmed.",
    'What did the Assembly abolish in June 1790, along with coats of arms?':
      "Checked (Britannica / Wikipedia, 'Abolition of feudalism in France'): hereditary nobility was abolished on 19 June 1790; the wrong options (The monarchy, Slavery, The Catholic Church) are wrong; explanation confirmed. Options reworded for length in issue 14 and restored by the lead, so the key is the longest option in about a quarter of the bank's questions at this level (rewording them all made 'never the longest' a cue of its own).",
    'What stands in the Place de la Bastille today?':
      "Checked (Britannica / Wikipedia, 'July Column'): the July Column commemorates 1830; the wrong options (The Vendôme Column, The Luxor Obelisk, The Carrousel Arch) are wrong; explanation confirmed.",
    "Which British writer's The French Revolution: A History (1837) made the subject famous in English?":
      "Checked (Britannica / Wikipedia, 'The French Revolution: A History'): Carlyle's The French Revolution (1837); Mill's maid burned the manuscript; the wrong options (Thomas Macaulay, Edward Gibbon, David Hume) are wrong; explanation confirmed.",
  },
};
