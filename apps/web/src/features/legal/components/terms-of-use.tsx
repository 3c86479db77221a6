import { legalInfo } from '../legal-info';

/** Terms of Use, version v1. */
export function TermsOfUse() {
  const { productName, minimumAge, contactEmail } = legalInfo;
  return (
    <>
      <p>
        Welcome to {productName}, a trivia game in which you pick a topic and a difficulty and answer rounds
        of multiple-choice questions against the clock, on your own or with friends. These Terms of Use are
        the rules for using {productName}. By creating an account, playing as a guest or trying the demo, you
        agree to them.
      </p>

      <h2>1. Who can play</h2>
      <p>
        You must be at least {minimumAge} years old to use {productName}. If you are under the age of majority
        where you live, a parent or guardian should read these terms with you.
      </p>

      <h2>2. Your account</h2>
      <ul>
        <li>
          Give a real e-mail address and keep your password to yourself. You are responsible for what happens
          under your account.
        </li>
        <li>
          Your display name is shown to other players, for example on the leaderboard and in multiplayer
          rooms. Keep it friendly: no impersonation, slurs or offensive names.
        </li>
        <li>Tell us at {contactEmail} if you think someone else has used your account.</li>
      </ul>

      <h2>3. AI-generated questions</h2>
      <p>
        Questions, answer options and explanations are generated automatically by an external AI provider or
        by our own in-house language model, based on the topic you enter. They are meant for fun and learning.
        They can be incomplete, out of date or simply wrong, and they are not professional, medical, legal or
        financial advice. If a question looks wrong, treat it with a pinch of salt, and let us know.
      </p>
      <p>
        The topic you type is sent to the question generator. Do not put personal information, or anything you
        would not want processed by an AI service, into a topic.
      </p>

      <h2>4. Playing fair</h2>
      <ul>
        <li>Scores, streaks and time limits are decided by our servers. Do not try to tamper with them.</li>
        <li>
          Do not use bots, scripts or automated tools to play, to create accounts or to generate questions in
          bulk.
        </li>
        <li>Do not try to break, overload or get around the security of the service.</li>
        <li>In multiplayer rooms, be respectful to other players.</li>
      </ul>

      <h2>5. Guests and the demo</h2>
      <p>
        Guests can play without an account, and visitors can try a short demo of three built-in questions.
        Answers given as a guest or in the demo are not saved to any account, and guests have no history,
        profile or saved streaks.
      </p>

      <h2>6. Your answers and history</h2>
      <p>
        When you play signed in, we save your answers so you can review your history, export it and see your
        streaks. How we handle that information is explained in our Privacy Policy.
      </p>

      <h2>7. Changes and availability</h2>
      <p>
        We keep improving {productName} and may change, pause or remove features. We try to keep the game
        available but cannot promise it will always be, or that it will be free of errors. If we change these
        terms in a way that matters, we will publish a new version and ask you to accept it before you play
        again.
      </p>

      <h2>8. Ending your use</h2>
      <p>
        You can stop using {productName} at any time and ask us to delete your account by writing to{' '}
        {contactEmail}. We may suspend or close accounts that break these terms.
      </p>

      <h2>9. Liability</h2>
      <p>
        {productName} is provided as it is. As far as the law allows, we are not liable for indirect losses or
        for decisions you make based on quiz content. Nothing in these terms limits rights you have by law
        that cannot be limited.
      </p>

      <h2>10. Contact</h2>
      <p>
        Questions about these terms? Write to <a href={`mailto:${contactEmail}`}>{contactEmail}</a>.
      </p>
    </>
  );
}
