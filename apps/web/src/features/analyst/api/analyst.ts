import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  playsPageSchema,
  questionReportPageSchema,
  replaySchema,
  topicReportSchema,
  type PlayMode,
} from '@quiz/contracts';
import { apiClient } from '@/lib/api-client';
import { saveTextFile } from '@/lib/save-text-file';

/** The browser's filters as the page holds them: '' means no filter; dates are calendar days. */
export interface PlayFilters {
  mode: 'all' | PlayMode;
  topic: string;
  difficulty: '' | 'easy' | 'medium' | 'hard';
  fromDate: string;
  toDate: string;
  player: string;
  sort: 'newest' | 'oldest' | 'topic' | 'answers' | 'accuracy';
  page: number;
}

export const NO_PLAY_FILTERS: PlayFilters = {
  mode: 'all',
  topic: '',
  difficulty: '',
  fromDate: '',
  toDate: '',
  player: '',
  sort: 'newest',
  page: 1,
};

export const PLAYS_PAGE_SIZE = 25;

/** Local midnight of a YYYY-MM-DD date, `days` later, as an ISO instant. */
function localMidnight(date: string, days = 0): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return new Date(year, month - 1, day + days).toISOString();
}

export function playsQuery(filters: PlayFilters): URLSearchParams {
  const query = new URLSearchParams({ mode: filters.mode, sort: filters.sort, page: String(filters.page) });
  query.set('pageSize', String(PLAYS_PAGE_SIZE));
  if (filters.topic.trim()) query.set('topic', filters.topic.trim());
  if (filters.difficulty) query.set('difficulty', filters.difficulty);
  if (filters.fromDate) query.set('from', localMidnight(filters.fromDate));
  // The "to" day is included: the api's bound is exclusive.
  if (filters.toDate) query.set('to', localMidnight(filters.toDate, 1));
  if (filters.player.trim()) query.set('player', filters.player.trim());
  return query;
}

export function usePlays(filters: PlayFilters, enabled: boolean) {
  return useQuery({
    queryKey: ['analyst', 'plays', filters],
    queryFn: ({ signal }) =>
      apiClient.get(`/api/analyst/plays?${playsQuery(filters)}`, { schema: playsPageSchema, signal }),
    placeholderData: keepPreviousData,
    enabled,
    retry: false,
  });
}

export function useReplay(mode: PlayMode, id: string) {
  return useQuery({
    queryKey: ['analyst', 'replay', mode, id],
    queryFn: ({ signal }) =>
      apiClient.get(`/api/analyst/plays/${mode}/${encodeURIComponent(id)}/replay`, {
        schema: replaySchema,
        signal,
      }),
    staleTime: Infinity,
    retry: false,
  });
}

export interface ReportFilters {
  topic: string;
  subtopic: string;
  difficulty: '' | 'easy' | 'medium' | 'hard';
  flag: '' | 'suspected-bad-key' | 'too-easy' | 'too-hard' | 'mislabelled';
  sort: 'asked' | 'accuracy' | 'time' | 'flags';
  page: number;
}

export const NO_REPORT_FILTERS: ReportFilters = {
  topic: '',
  subtopic: '',
  difficulty: '',
  flag: '',
  sort: 'flags',
  page: 1,
};

export const REPORT_PAGE_SIZE = 25;

function reportQuery(filters: ReportFilters, paged: boolean): URLSearchParams {
  const query = new URLSearchParams();
  if (filters.topic.trim()) query.set('topic', filters.topic.trim());
  if (filters.subtopic.trim()) query.set('subtopic', filters.subtopic.trim());
  if (filters.difficulty) query.set('difficulty', filters.difficulty);
  if (filters.flag) query.set('flag', filters.flag);
  if (paged) {
    query.set('sort', filters.sort);
    query.set('page', String(filters.page));
    query.set('pageSize', String(REPORT_PAGE_SIZE));
  }
  return query;
}

export function useQuestionReport(filters: ReportFilters) {
  return useQuery({
    queryKey: ['analyst', 'questions', filters],
    queryFn: ({ signal }) =>
      apiClient.get(`/api/analyst/reports/questions?${reportQuery(filters, true)}`, {
        schema: questionReportPageSchema,
        signal,
      }),
    placeholderData: keepPreviousData,
    retry: false,
  });
}

export function useTopicReport(topic: string, difficulty: ReportFilters['difficulty']) {
  return useQuery({
    queryKey: ['analyst', 'topics', topic.trim().toLowerCase(), difficulty],
    queryFn: ({ signal }) => {
      const query = new URLSearchParams();
      if (topic.trim()) query.set('topic', topic.trim());
      if (difficulty) query.set('difficulty', difficulty);
      return apiClient.get(`/api/analyst/reports/topics?${query}`, { schema: topicReportSchema, signal });
    },
    placeholderData: keepPreviousData,
    retry: false,
  });
}

/** Saves a text the api wrote (it needs the token, so not a plain link) under `fileName`. */
async function save(path: string, accept: string, type: string, fileName: string): Promise<void> {
  saveTextFile(await apiClient.getText(path, accept), fileName, type);
}

export const downloadPlayEvents = (mode: PlayMode, id: string) =>
  save(
    `/api/analyst/plays/${mode}/${encodeURIComponent(id)}/events`,
    'application/x-ndjson',
    'application/x-ndjson;charset=utf-8',
    `${mode}-${id}.ndjson`,
  );

export const downloadQuestionReport = (filters: ReportFilters) =>
  save(
    `/api/analyst/reports/questions/export?${reportQuery(filters, false)}`,
    'text/csv',
    'text/csv;charset=utf-8',
    'question-report.csv',
  );
