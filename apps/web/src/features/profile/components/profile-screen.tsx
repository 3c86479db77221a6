import { lazy, Suspense } from 'react';
import { recordedAnswers } from '@quiz/domain';
import { Alert } from '@/components/ui/alert';
import { Card } from '@/components/ui/card';
import { useProfile } from '../api/profile';
import { STATS_FAILED, useStatsAnswers } from '../api/stats-answers';
import { ProfileForm, type ShownProfile } from './profile-form';
import { StatsPanel } from './stats-panel';
import './profile.css';

const ProfileCharts = lazy(() => import('./profile-charts'));

const PROFILE_FAILED = 'Failed to load your profile';

/** `/profile`: who the player is (with editing), their stats (spec §9) and charts of how they play. */
export function ProfileScreen({
  userId,
  onProfileShown,
}: {
  userId: string;
  onProfileShown: (shown: ShownProfile) => void;
}) {
  const profile = useProfile(userId);
  const stats = useStatsAnswers(userId);
  // A repeat's answer (a question asked before) stays in the history but not in the figures (ADR 0191).
  const answers = recordedAnswers(stats.data ?? []);
  return (
    <div className="profile">
      <h1 className="profile__title">Your profile</h1>
      <Card title="Profile" className="profile__card">
        <Alert>{profile.isError ? PROFILE_FAILED : null}</Alert>
        {profile.isPending ? <p role="status">Loading your profile…</p> : null}
        {profile.data ? (
          <ProfileForm key={profile.data.uid} profile={profile.data} onShown={onProfileShown} />
        ) : null}
      </Card>
      <Card
        title="Your stats"
        description="Over your most recent answers (up to 500); questions asked again don’t count."
        className="profile__card profile__card--wide"
      >
        <Alert>{stats.isError ? STATS_FAILED : null}</Alert>
        {stats.isPending ? <p role="status">Loading your stats…</p> : null}
        {stats.isSuccess ? <StatsPanel answers={answers} /> : null}
        {stats.isSuccess && answers.length === 0 ? (
          <p className="profile__empty">
            No answers yet. Play a round and your stats and charts appear here.
          </p>
        ) : null}
      </Card>
      {stats.isSuccess && answers.length > 0 ? (
        <Suspense fallback={<p role="status">Loading your charts…</p>}>
          <ProfileCharts answers={answers} />
        </Suspense>
      ) : null}
    </div>
  );
}
