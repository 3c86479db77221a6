import type { QuestionReportQuery as Filters } from '@quiz/contracts';

export class QuestionReportQuery {
  constructor(readonly filters: Filters) {}
}
