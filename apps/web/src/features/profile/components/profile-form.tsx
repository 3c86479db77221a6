import { useRef, useState, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { validateDisplayName, validatePhotoUrl, MAX_DISPLAY_NAME_LENGTH } from '@quiz/domain';
import type { CurrentUserProfile, UpdateProfileRequest } from '@quiz/contracts';
import { Alert } from '@/components/ui/alert';
import { Avatar } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { ApiClientError } from '@/lib/api-client';
import { profileKey, updateProfile } from '../api/profile';

export interface ShownProfile {
  displayName: string;
  photoURL: string | null;
}

const SAVE_FAILED = 'Could not save your profile. Please try again.';

/**
 * Display name and avatar editing. The change shows at once (here and, through `onShown`, in the top bar);
 * the server's answer then replaces it, or the old profile comes back if the server refused it.
 */
export function ProfileForm({
  profile,
  onShown,
}: {
  profile: CurrentUserProfile;
  onShown: (shown: ShownProfile) => void;
}) {
  const queryClient = useQueryClient();
  const [name, setName] = useState(profile.displayName);
  const [photo, setPhoto] = useState(profile.photoURL ?? '');
  const [errors, setErrors] = useState<{ name?: string; photo?: string }>({});
  const [outcome, setOutcome] = useState<{ tone: 'error' | 'success'; message: string } | null>(null);
  const [saving, setSaving] = useState(false);
  const nameRef = useRef<HTMLInputElement>(null);
  const photoRef = useRef<HTMLInputElement>(null);

  function show(next: CurrentUserProfile) {
    queryClient.setQueryData(profileKey(next.uid), next);
    onShown({ displayName: next.displayName, photoURL: next.photoURL });
  }

  async function save(event: FormEvent) {
    event.preventDefault();
    setOutcome(null);
    const nameCheck = validateDisplayName(name);
    const photoCheck = photo.trim() ? validatePhotoUrl(photo) : ({ ok: true, value: null } as const);
    setErrors({
      name: nameCheck.ok ? undefined : nameCheck.message,
      photo: photoCheck.ok ? undefined : photoCheck.message,
    });
    if (!nameCheck.ok) return nameRef.current?.focus();
    if (!photoCheck.ok) return photoRef.current?.focus();

    const change: UpdateProfileRequest = {};
    if (nameCheck.value !== profile.displayName) change.displayName = nameCheck.value;
    if (photoCheck.value !== profile.photoURL) change.photoURL = photoCheck.value;
    if (change.displayName === undefined && change.photoURL === undefined) {
      setOutcome({ tone: 'success', message: 'Nothing to save: your profile is as shown.' });
      return;
    }

    const before = profile;
    show({ ...profile, ...change });
    setSaving(true);
    try {
      const { recorded: _recorded, ...saved } = await updateProfile(change);
      show(saved);
      setName(saved.displayName);
      setPhoto(saved.photoURL ?? '');
      setOutcome({ tone: 'success', message: 'Profile saved.' });
    } catch (error) {
      show(before);
      const message =
        error instanceof ApiClientError && !error.isNetworkError && error.status < 500
          ? error.message
          : SAVE_FAILED;
      setOutcome({ tone: 'error', message });
    } finally {
      setSaving(false);
    }
  }

  return (
    <form className="profile-form" aria-label="Edit profile" noValidate onSubmit={save}>
      <div className="profile-form__identity">
        <Avatar name={profile.displayName || profile.email} src={profile.photoURL} size="lg" />
        <dl className="profile-form__facts">
          <div>
            <dt>User id</dt>
            <dd data-testid="profile-uid">{profile.uid}</dd>
          </div>
          <div>
            <dt>Email</dt>
            <dd data-testid="profile-email">{profile.email}</dd>
          </div>
        </dl>
      </div>
      <TextField
        ref={nameRef}
        label="Display name"
        value={name}
        maxLength={MAX_DISPLAY_NAME_LENGTH * 2}
        autoComplete="nickname"
        hint="Shown to everyone on the leaderboard."
        error={errors.name}
        onChange={(event) => setName(event.target.value)}
      />
      <TextField
        ref={photoRef}
        label="Avatar image address"
        type="url"
        inputMode="url"
        value={photo}
        placeholder="https://…"
        hint="An https:// address of a picture. Leave empty for no avatar."
        error={errors.photo}
        onChange={(event) => setPhoto(event.target.value)}
      />
      <div className="profile-form__actions">
        <Button type="submit" loading={saving}>
          Save profile
        </Button>
      </div>
      <Alert tone="error">{outcome?.tone === 'error' ? outcome.message : null}</Alert>
      <Alert tone="success">{outcome?.tone === 'success' ? outcome.message : null}</Alert>
    </form>
  );
}
