import { useState, type FormEvent } from 'react';
import type { MultiplayerQuestion } from '@quiz/contracts';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { answerHint, canSubmitAnswer } from '../model/answer-box';

export interface AnswerBoxProps {
  question: MultiplayerQuestion;
  disabled: boolean;
  sending: boolean;
  onSubmit: (text: string) => void;
}

/**
 * The 'Your answer' box (spec §2): a letter, a digit 1–4 or the option's text; 'Submit Answer' is disabled while it
 * is blank, Enter submits, and it clears after submitting. The screen keys it by question number, so each next
 * question starts with an empty box.
 */
export function AnswerBox({ question, disabled, sending, onSubmit }: AnswerBoxProps) {
  const [text, setText] = useState('');
  const options = [question.options.A, question.options.B, question.options.C, question.options.D];

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!canSubmitAnswer(text) || disabled) return;
    onSubmit(text);
    setText('');
  }

  return (
    <form className="mp-answer" onSubmit={handleSubmit} aria-label="Type your answer" noValidate>
      <TextField
        label="Or type your answer"
        name="answer"
        value={text}
        placeholder="Your answer"
        autoComplete="off"
        maxLength={200}
        disabled={disabled}
        className="mp-answer__field"
        hint={answerHint(text, options)}
        onChange={(event) => setText(event.target.value)}
      />
      <Button type="submit" size="lg" disabled={disabled || !canSubmitAnswer(text)} loading={sending}>
        Submit Answer
      </Button>
    </form>
  );
}
