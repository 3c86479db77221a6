export type AnswerView = 'cards' | 'table';

const VIEWS: ReadonlyArray<{ value: AnswerView; label: string }> = [
  { value: 'cards', label: 'Cards' },
  { value: 'table', label: 'Table' },
];

/** Cards or Table: two toggle buttons, the pressed one being the view shown. */
export function ViewToggle({ value, onChange }: { value: AnswerView; onChange: (view: AnswerView) => void }) {
  return (
    <div className="view-toggle" role="group" aria-label="View">
      {VIEWS.map((view) => (
        <button
          key={view.value}
          type="button"
          className="view-toggle__option"
          aria-pressed={value === view.value}
          onClick={() => onChange(view.value)}
        >
          {view.label}
        </button>
      ))}
    </div>
  );
}
