import { Link } from 'react-router-dom';
import { useIntroAdvance } from '../hooks/use-intro-advance';
import { IntroArt } from './intro-art';
import './intro-screen.css';

export interface IntroScreenProps {
  /** Where the intro goes when it is over; called once. */
  onDone: () => void;
}

/** The animated welcome for visitors (spec §2 Intro). Click, Enter, Space or Skip moves on. */
export function IntroScreen({ onDone }: IntroScreenProps) {
  const advance = useIntroAdvance(onDone);

  return (
    <main className="intro" onClick={advance} aria-labelledby="intro-title">
      <div className="intro__rays" aria-hidden="true" />
      <button
        type="button"
        className="intro__skip"
        onClick={(event) => {
          event.stopPropagation();
          advance();
        }}
      >
        Skip
      </button>
      <Link className="intro__demo" to="/demo" onClick={(event) => event.stopPropagation()}>
        Try the demo
      </Link>
      <div className="intro__stage">
        <IntroArt />
        <h1 id="intro-title" className="intro__title">
          Quiz<span>Storm</span>
        </h1>
        <p className="intro__tagline">Any topic. Fresh questions. Beat the clock.</p>
      </div>
      <p className="intro__hint">Press Enter or Space, or tap anywhere to continue</p>
    </main>
  );
}
