import { DIFFICULTIES, MAX_TOPIC_LENGTH, type Difficulty } from '@quiz/domain';
import { Select } from '@/components/ui/select';
import { TextField } from '@/components/ui/text-field';
import { DEFAULT_ROOM_TOPIC } from '@quiz/contracts';
import { clampQuestionCount, QUESTION_COUNT, SECONDS_PER_QUESTION_CHOICES } from '../model/lobby-rules';
import type { HostOptions } from '../hooks/use-lobby';

const difficultyOptions = DIFFICULTIES.map((value) => ({
  value,
  label: value.charAt(0).toUpperCase() + value.slice(1),
}));
const secondsOptions = SECONDS_PER_QUESTION_CHOICES.map((seconds) => ({
  value: String(seconds),
  label: `${seconds} seconds`,
}));

export interface HostOptionsFieldsProps {
  options: Required<HostOptions>;
  onChange: (options: Required<HostOptions>) => void;
  disabled?: boolean;
}

/** The host's choices: topic and difficulty (the topic screen's by default), questions 1–30, time per question. */
export function HostOptionsFields({ options, onChange, disabled }: HostOptionsFieldsProps) {
  const set = (patch: Partial<HostOptions>) => onChange({ ...options, ...patch });
  return (
    <fieldset className="mp-options" disabled={disabled}>
      <legend className="mp-options__legend">Host options</legend>
      <TextField
        label="Topic"
        name="topic"
        value={options.topic}
        maxLength={MAX_TOPIC_LENGTH}
        placeholder={DEFAULT_ROOM_TOPIC}
        autoComplete="off"
        hint={`Up to ${MAX_TOPIC_LENGTH} characters. Empty plays ${DEFAULT_ROOM_TOPIC}.`}
        onChange={(event) => set({ topic: event.target.value })}
      />
      <div className="mp-options__row">
        <Select
          label="Difficulty"
          name="difficulty"
          options={difficultyOptions}
          value={options.difficulty as Difficulty}
          onValueChange={(difficulty) => set({ difficulty })}
        />
        <TextField
          label="Questions"
          name="questionCount"
          type="number"
          inputMode="numeric"
          min={QUESTION_COUNT.min}
          max={QUESTION_COUNT.max}
          value={options.questionCount}
          hint={`${QUESTION_COUNT.min} to ${QUESTION_COUNT.max}`}
          onChange={(event) => set({ questionCount: clampQuestionCount(Number(event.target.value)) })}
        />
        <Select
          label="Time per question"
          name="secondsPerQuestion"
          options={secondsOptions}
          value={String(options.secondsPerQuestion)}
          onValueChange={(seconds) => set({ secondsPerQuestion: Number(seconds) })}
        />
      </div>
      <label className="mp-check">
        <input
          type="checkbox"
          checked={options.lateJoin}
          onChange={(event) => set({ lateJoin: event.target.checked })}
        />
        Let players join after the game has started
      </label>
    </fieldset>
  );
}
