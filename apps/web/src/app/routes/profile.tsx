import { Navigate } from 'react-router-dom';
import { useSession } from '@/features/auth/hooks/use-session';
import { ProfileScreen } from '@/features/profile/components/profile-screen';

/** `/profile`: signed-in players only; a guest is sent to /generate, as for any path not in its set (spec §2). */
export function ProfileRoute() {
  const { access, updateUser } = useSession();
  if (access.status !== 'signedIn') return <Navigate to="/generate" replace />;
  return (
    <ProfileScreen
      userId={access.user.id}
      onProfileShown={(shown) => updateUser({ name: shown.displayName, image: shown.photoURL })}
    />
  );
}
