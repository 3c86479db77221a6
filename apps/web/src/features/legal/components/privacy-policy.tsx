import { legalInfo } from '../legal-info';

/** Privacy Policy. */
export function PrivacyPolicy() {
  const { productName, minimumAge, privacyEmail } = legalInfo;
  return (
    <>
      <p>
        This policy explains what information {productName} collects when you play, why, and the choices you
        have. We collect as little as we need to run the game.
      </p>

      <h2>What we collect</h2>
      <ul>
        <li>
          <strong>Account details</strong>: your display name, e-mail address and password when you create an
          account. The password is stored only in hashed form.
        </li>
        <li>
          <strong>Game data for signed-in players</strong>: the topics and difficulties you choose, the
          questions you are given, the answers you pick, whether they were correct, how long you took and when
          you played. This powers your history, stats, streaks and the leaderboard.
        </li>
        <li>
          <strong>Terms acceptance</strong>: the version of the Terms of Use you accepted and when.
        </li>
        <li>
          <strong>Multiplayer</strong>: the name you enter in a room and the answers you send while the game
          runs.
        </li>
        <li>
          <strong>On your device</strong>: your sign-in token, your last topic, your sound settings and
          whether you have accepted the terms are kept in your browser&apos;s local storage; demo progress is
          kept in session storage.
        </li>
      </ul>

      <h2>Guests and the demo</h2>
      <p>
        If you play as a guest, your answers are not saved: there is no history, profile or streak for guests.
        To keep bots out, guest access uses an automated bot check. The demo uses built-in questions and keeps
        its progress only in your browser tab.
      </p>

      <h2>AI question generation</h2>
      <p>
        To create questions, the topic, difficulty and any sub-topic you play are sent to a question
        generator: an external AI provider or our own in-house language model. We do not send your name or
        e-mail address with them. Please do not type personal information into a topic.
      </p>

      <h2>How we use information</h2>
      <ul>
        <li>to run your account and keep you signed in;</li>
        <li>to save and show your answers, history, statistics and streaks;</li>
        <li>to show your display name and best streaks on the leaderboard;</li>
        <li>to keep the game fair and secure, and to fix problems.</li>
      </ul>
      <p>We do not sell your information and we do not use it for advertising.</p>

      <h2>How long we keep it</h2>
      <p>
        We keep your account and game history while your account exists. When you ask us to delete your
        account, we delete your account details and game history, except where the law requires us to keep a
        record (for example, of your terms acceptance).
      </p>

      <h2>Your choices</h2>
      <ul>
        <li>You can export your answer history as a CSV file from the results screen.</li>
        <li>
          You can ask for a copy of your information, or for it to be corrected or deleted, by writing to us.
        </li>
        <li>
          You can clear the information kept in your browser at any time by signing out and clearing site
          data.
        </li>
      </ul>

      <h2>Children</h2>
      <p>
        {productName} is not meant for children under {minimumAge}. If you believe a child under {minimumAge}{' '}
        has created an account, contact us and we will delete it.
      </p>

      <h2>Security</h2>
      <p>
        Information travels over encrypted connections, passwords are hashed, and access to stored data is
        limited to the people who run the service.
      </p>

      <h2>Contact</h2>
      <p>
        Privacy questions or requests: <a href={`mailto:${privacyEmail}`}>{privacyEmail}</a>.
      </p>
    </>
  );
}
