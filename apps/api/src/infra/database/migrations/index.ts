import { EventStore1763700000001 } from './1763700000001-event-store.js';
import { Accounts1763700000002 } from './1763700000002-accounts.js';
import { TermsReadModels1763700000003 } from './1763700000003-terms-read-models.js';
import { SessionRevocationFeed1763700000004 } from './1763700000004-session-revocation-feed.js';
import { Access1763700000100 } from './1763700000100-access.js';
import { UserDirectoryRegistrationOrder1763700000300 } from './1763700000300-user-directory-registration-order.js';
import { QuestionsReadModels1763700000400 } from './1763700000400-questions-read-models.js';
import { AnswerHistory1763700000550 } from './1763700000550-answer-history.js';
import { AnswerHistoryPlayerKeys1763700000560 } from './1763700000560-answer-history-player-keys.js';
import { TopicStreaks1763700000600 } from './1763700000600-topic-streaks.js';
import { ProjectionVersions1763700000710 } from './1763700000710-projection-versions.js';
import { RoomAnswersInHistory1763700000914 } from './1763700000914-room-answers-in-history.js';
import { AnalystPlays1763700001200 } from './1763700001200-analyst-plays.js';
import { QuestionReports1763700001210 } from './1763700001210-question-reports.js';
import { RepeatsOutOfRecords1763700001910 } from './1763700001910-repeats-out-of-records.js';
import { QuestionReportsFirstAnswers1763700001950 } from './1763700001950-question-reports-first-answers.js';

/** Every migration, oldest first. A new one is appended here and never edited once released. */
export const migrations = [
  EventStore1763700000001,
  Accounts1763700000002,
  TermsReadModels1763700000003,
  SessionRevocationFeed1763700000004,
  Access1763700000100,
  UserDirectoryRegistrationOrder1763700000300,
  QuestionsReadModels1763700000400,
  AnswerHistory1763700000550,
  AnswerHistoryPlayerKeys1763700000560,
  TopicStreaks1763700000600,
  ProjectionVersions1763700000710,
  RoomAnswersInHistory1763700000914,
  AnalystPlays1763700001200,
  QuestionReports1763700001210,
  RepeatsOutOfRecords1763700001910,
  QuestionReportsFirstAnswers1763700001950,
];
