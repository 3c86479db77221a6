import { AudioControl } from '@/features/audio/components/audio-control';
import { AppProvider } from './provider';
import { RouteTitle } from './route-title';
import { AppRouter } from './router';

export function App() {
  return (
    <AppProvider>
      <AppRouter />
      <RouteTitle />
      {/* Every screen, whatever the access state: mounted once here, outside the layouts (spec §2). */}
      <AudioControl />
    </AppProvider>
  );
}
