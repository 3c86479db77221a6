import { PlaysBrowser } from '@/features/analyst/components/plays-browser';
import { ReplayPlayer } from '@/features/analyst/components/replay-player';
import { ReportsView } from '@/features/analyst/components/reports-view';

/** `/analyst`: plays to browse; the api refuses anyone but analysts and admins with 403, which the page shows. */
export const AnalystPlaysRoute = () => <PlaysBrowser />;
export const AnalystReplayRoute = () => <ReplayPlayer />;
export const AnalystReportsRoute = () => <ReportsView />;
