import { useQuery } from '@tanstack/react-query';
import { LEADERBOARD_MAX_LIMIT } from '@quiz/contracts';
import { fetchLeaderboard } from '@/features/leaderboard/api/get-leaderboard';

export type TopicRank =
  { status: 'loading' } | { status: 'failed' } | { status: 'ranked'; rank: number } | { status: 'unranked' };

/** The leaderboard is a read model: the game's last answers may reach it a moment after the summary opens. */
const PROJECTION_RETRIES = 5;
const PROJECTION_RETRY_MS = 1_000;

/** A signed-in player's place on the topic's leaderboard (best streaks, spec §7), among its top 100. */
export function useTopicRank(topic: string, userId: string | null): TopicRank {
  const query = useQuery({
    queryKey: ['leaderboard', topic.toLowerCase(), 'rank', userId],
    queryFn: ({ signal }) => fetchLeaderboard(topic, signal, LEADERBOARD_MAX_LIMIT),
    enabled: userId !== null,
    staleTime: 0,
    refetchInterval: (current) => {
      const found = current.state.data?.some((row) => row.userId === userId);
      return found || current.state.dataUpdateCount > PROJECTION_RETRIES ? false : PROJECTION_RETRY_MS;
    },
  });
  if (query.isError) return { status: 'failed' };
  if (!query.data) return { status: 'loading' };
  const index = query.data.findIndex((row) => row.userId === userId);
  return index >= 0 ? { status: 'ranked', rank: index + 1 } : { status: 'unranked' };
}
