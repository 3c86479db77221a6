import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { installAudio } from '../audio-engine';
import { useSoundSettings } from '../hooks/use-sound-settings';
import './audio-control.css';

const percent = (volume: number) => `${Math.round(volume * 100)}%`;

/**
 * The floating audio control (spec §2), mounted once at the app's root so every screen has it: mute/unmute,
 * and a toggle revealing the SFX and Music sliders. It also starts the app's audio (ADR 0094).
 */
export function AudioControl() {
  const [settings, dispatch] = useSoundSettings();
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const sfxId = useId();
  const musicId = useId();

  useEffect(() => installAudio(), []);

  // A press outside the open panel closes it, as a popover would.
  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  // Keys pressed here are the control's: they must not answer a question or skip the intro.
  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    event.stopPropagation();
    if (event.key === 'Escape' && open) {
      setOpen(false);
      toggleRef.current?.focus();
    }
  }

  return (
    // A landmark of its own: it sits outside the page's main, on every screen (axe: region).
    <aside aria-label="Sound">
      <div className="audio-control" ref={rootRef} onKeyDown={onKeyDown} role="group" aria-label="Audio">
        {open ? (
          <div id={panelId} className="audio-control__panel" role="group" aria-label="Audio settings">
            <div className="audio-control__slider">
              <label htmlFor={sfxId}>SFX volume</label>
              <output htmlFor={sfxId}>{percent(settings.sfx)}</output>
              <input
                id={sfxId}
                type="range"
                min={0}
                max={1}
                step={0.01}
                value={settings.sfx}
                aria-valuetext={percent(settings.sfx)}
                onChange={(event) => dispatch({ type: 'setSfx', value: event.currentTarget.valueAsNumber })}
              />
            </div>
            <div className="audio-control__slider">
              <label htmlFor={musicId}>Music volume</label>
              <output htmlFor={musicId}>{percent(settings.music)}</output>
              <input
                id={musicId}
                type="range"
                min={0}
                max={1}
                step={0.01}
                value={settings.music}
                aria-valuetext={percent(settings.music)}
                onChange={(event) => dispatch({ type: 'setMusic', value: event.currentTarget.valueAsNumber })}
              />
            </div>
          </div>
        ) : null}
        <div className="audio-control__buttons">
          <button
            type="button"
            className="audio-control__button"
            aria-pressed={settings.muted}
            aria-label="Mute sound"
            title={settings.muted ? 'Sound is off: unmute' : 'Mute sound'}
            onClick={() => dispatch({ type: 'toggleMute' })}
          >
            {settings.muted ? <SpeakerOffIcon /> : <SpeakerIcon />}
          </button>
          <button
            type="button"
            ref={toggleRef}
            className="audio-control__button"
            aria-expanded={open}
            aria-controls={open ? panelId : undefined}
            aria-label="Audio settings"
            title="Audio settings"
            onClick={() => setOpen((wasOpen) => !wasOpen)}
          >
            <SlidersIcon />
          </button>
        </div>
      </div>
    </aside>
  );
}

const iconProps = {
  width: 22,
  height: 22,
  viewBox: '0 0 24 24',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2.2,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
  'aria-hidden': true,
  focusable: false,
} as const;

function SpeakerIcon() {
  return (
    <svg {...iconProps}>
      <path d="M4 9h4l5-4v14l-5-4H4z" fill="currentColor" />
      <path d="M16.5 8.5a5 5 0 0 1 0 7M19 6a8.5 8.5 0 0 1 0 12" />
    </svg>
  );
}

function SpeakerOffIcon() {
  return (
    <svg {...iconProps}>
      <path d="M4 9h4l5-4v14l-5-4H4z" fill="currentColor" />
      <path d="M17 9.5l5 5M22 9.5l-5 5" />
    </svg>
  );
}

function SlidersIcon() {
  return (
    <svg {...iconProps}>
      <path d="M5 4v16M12 4v16M19 4v16" />
      <circle cx="5" cy="14" r="2.4" fill="currentColor" />
      <circle cx="12" cy="8" r="2.4" fill="currentColor" />
      <circle cx="19" cy="15" r="2.4" fill="currentColor" />
    </svg>
  );
}
