import { useCallback, useSyncExternalStore } from 'react';
import { reduceSoundSettings, type SoundSettingsAction } from '../audio-rules';
import type { SoundSettings } from '../sound-settings';
import { getSoundSettings, onSoundSettingsChange, setSoundSettings } from '../sound-settings-store';

/** The stored sound settings, live, and a dispatcher for the audio control's changes (180 ms music fades). */
export function useSoundSettings(): [SoundSettings, (action: SoundSettingsAction) => void] {
  const settings = useSyncExternalStore(onSoundSettingsChange, getSoundSettings, getSoundSettings);
  const dispatch = useCallback((action: SoundSettingsAction) => {
    setSoundSettings(reduceSoundSettings(getSoundSettings(), action), 'control');
  }, []);
  return [settings, dispatch];
}
